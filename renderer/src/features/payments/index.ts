// Tips to creators from their posts, and creators' payouts and earnings in Settings.
export { PostSupport } from './PostSupport';
export { PayoutsSection } from './PayoutsSection';
export { formatMoney } from './money';
