import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { updateCitizenSchema, type AdminUserRow } from '../../../../shared/admin';
import { postScoreColour } from '../../../../shared/reputation';
import { useCurrentUser } from '../auth';
import { useUpdateCitizenMutation, type UpdateCitizenRequest } from './endpoints';
import { NoteField } from './NoteField';
import { useAct, type Notify } from './notices';

/** One citizen as an admin sees them, with what an admin may change (never their own role or suspension). */
export function CitizenAdminRow({ row, notify }: { row: AdminUserRow; notify: Notify }) {
  const { t } = useTranslation('admin');
  const me = useCurrentUser();
  const [updateCitizen] = useUpdateCitizenMutation();
  const { busy, act } = useAct(notify);
  const [suspending, setSuspending] = useState(false);
  const [reason, setReason] = useState('');
  const isMe = row.uid === me.uid;
  const canSuspend = updateCitizenSchema.safeParse({ suspended: true, suspensionReason: reason }).success;

  const change = (input: UpdateCitizenRequest, what: string) => act(() => updateCitizen({ uid: row.uid, ...input }).unwrap(), what);

  return (
    <li className="card admin-citizen" data-testid="citizen-row">
      <div className="admin-citizen__who">
        <img className="admin-avatar" src={row.avatarUrl} alt="" width={44} height={44} />
        <span className="admin-item__who">
          <Link to={`/profile/${row.uid}`}>{row.username}</Link>
          <span className="admin-muted">
            {row.handle} · {row.email}
          </span>
        </span>
      </div>
      <div className="admin-citizen__marks">
        <span className={`score-chip score-chip--${postScoreColour(row.reputationScore.total)}`} role="img" aria-label={t('citizens.reputation', { score: row.reputationScore.total })}>
          {row.reputationScore.total}
        </span>
        <span className="admin-chip">{t(`kyc.status.${row.kycStatus}`)}</span>
        {row.roles.admin && <span className="admin-chip admin-chip--admin">{t('citizens.admin')}</span>}
        {isMe && <span className="admin-chip">{t('citizens.you')}</span>}
      </div>
      {row.suspended && <p className="notice notice--error admin-citizen__suspension">{t('citizens.suspendedBecause', { reason: row.suspensionReason ?? '' })}</p>}
      {!isMe && (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => change({ roles: { admin: !row.roles.admin } }, row.roles.admin ? t('citizens.revokeAdmin') : t('citizens.grantAdmin'))}
          >
            {row.roles.admin ? t('citizens.revokeAdmin') : t('citizens.grantAdmin')}
          </button>
          {row.suspended ? (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => change({ suspended: false }, t('citizens.lift'))}>
              {t('citizens.lift')}
            </button>
          ) : (
            !suspending && (
              <button type="button" className="button button--danger" disabled={busy} onClick={() => setSuspending(true)}>
                {t('citizens.suspend')}
              </button>
            )
          )}
        </div>
      )}
      {suspending && !row.suspended && (
        <form
          className="admin-item__act"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canSuspend) return;
            void change({ suspended: true, suspensionReason: reason.trim() }, t('citizens.suspend')).then(() => setSuspending(false));
          }}
        >
          <NoteField label={t('citizens.suspendReason')} value={reason} onChange={setReason} required />
          <div className="admin-actions">
            <button type="button" className="button button--ghost" onClick={() => setSuspending(false)}>
              {t('cancel')}
            </button>
            <button type="submit" className="button button--danger" disabled={busy || !canSuspend}>
              {t('citizens.confirmSuspend')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
