import { useTranslation } from 'react-i18next';
import type { Post } from '../../../../shared/posts';
import { useCreatePaymentIntentMutation } from './endpoints';
import { PaymentDialog } from './PaymentDialog';
import type { PaymentTarget } from './target';

/** The Support Creator modal: a tip to a post's creator (product-spec.md section 3, Tip target). */
export function TipDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const [createIntent] = useCreatePaymentIntentMutation();
  const target: PaymentTarget = {
    title: t('title', { name: post.authorUsername }),
    successMessage: (amount) => t('success', { name: post.authorUsername, amount }),
    requestIntent: (amount, idempotencyKey) => createIntent({ amount, recipientId: post.authorId, postId: post.id, idempotencyKey }).unwrap(),
  };
  return <PaymentDialog target={target} onClose={onClose} />;
}
