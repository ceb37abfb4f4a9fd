// Tips to creators from their posts, the payment modal other payments share (guild contributions),
// and creators' payouts and earnings in Settings.
export { PostSupport } from './PostSupport';
export { PaymentDialog } from './PaymentDialog';
export type { PaymentTarget } from './target';
export { PayoutsSection } from './PayoutsSection';
export { formatMoney } from './money';
