import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { kycDecisionSchema, type KycDecision, type KycReview } from '../../../../shared/admin';
import { relativeTime } from '../../ui/relativeTime';
import { useDecideKycMutation } from './endpoints';
import { NoteField } from './NoteField';
import { useAct, useResolutionText, type Notify } from './notices';
import { OpenInWindow } from './OpenInWindow';

interface Props {
  review: KycReview;
  notify: Notify;
  standalone?: boolean;
  resolved?: boolean;
}

/** A citizen asking to be verified: their card, and Verify, or Reject with a reason (required). */
export function KycCard({ review, notify, standalone, resolved }: Props) {
  const { t, i18n } = useTranslation('admin');
  const resolutionText = useResolutionText();
  const [reason, setReason] = useState('');
  const [decideKyc] = useDecideKycMutation();
  const { busy, act } = useAct(notify);
  const score = review.reputationScore;
  const canReject = kycDecisionSchema.safeParse({ decision: 'unverified', note: reason }).success;

  const run = (decision: KycDecision) =>
    act(() => decideKyc({ uid: review.uid, ...kycDecisionSchema.parse({ decision, note: reason }) }).unwrap(), resolutionText(decision));

  return (
    <article className="card admin-item" data-testid="kyc-item" aria-label={review.username}>
      <header className="admin-item__head">
        <img className="admin-avatar" src={review.avatarUrl} alt="" width={48} height={48} />
        <span className="admin-item__who">
          <Link to={`/profile/${review.uid}`}>{review.username}</Link>
          <span className="admin-muted">{review.handle}</span>
        </span>
        <span className="admin-chip">{t(`kyc.status.${review.kycStatus}`)}</span>
        {!standalone && <OpenInWindow path={`/admin/kyc/${review.uid}`} label={review.username} />}
      </header>
      <dl className="admin-facts">
        <dt>{t('citizens.email')}</dt>
        <dd>{review.email}</dd>
        <dt>{t('kyc.when')}</dt>
        <dd>
          {t('kyc.requested', { when: relativeTime(review.requestedAt, new Date(), i18n.language) })} ·{' '}
          {t('kyc.joined', { date: new Date(review.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) })}
        </dd>
        <dt>{t('kyc.reputation', { total: score.total })}</dt>
        <dd>{t('kyc.pillars', score)}</dd>
        <dt>{t('kyc.bio')}</dt>
        <dd>{review.bio || t('kyc.noBio')}</dd>
        {review.note && (
          <>
            <dt>{t('audit.note')}</dt>
            <dd>{review.note}</dd>
          </>
        )}
      </dl>
      {!resolved && (
        <div className="admin-item__act">
          <NoteField label={t('kyc.reason')} value={reason} onChange={setReason} />
          <div className="admin-actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => run('verified')}>
              {t('kyc.verify')}
            </button>
            <button type="button" className="button button--danger" disabled={busy || !canReject} onClick={() => run('unverified')}>
              {t('kyc.reject')}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
