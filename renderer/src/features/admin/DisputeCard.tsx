import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SuggestionType } from '../../../../shared/coach';
import { DISPUTE_LABELS, type Dispute, type DisputeLabel, type DisputeOutcome } from '../../../../shared/disputes';
import { relativeTime } from '../../ui/relativeTime';
import { useResolveDisputeMutation } from './endpoints';
import { NoteField } from './NoteField';
import { useAct, useResolutionText, type Notify } from './notices';
import { OpenInWindow } from './OpenInWindow';

/** The coach's words for its suggestion types (locales/coach.json). */
const TYPE_KEYS: Record<SuggestionType, string> = { BLOCKED: 'blocked', REFINEMENT: 'refinement', 'fact-check': 'factCheck', VALIDATION: 'validation' };

interface Props {
  dispute: Dispute;
  notify: Notify;
  standalone?: boolean;
  resolved?: boolean;
}

/** A citizen's dispute of the coach: the text, the suggestion and the rules behind it, why they disagree; uphold or overturn. */
export function DisputeCard({ dispute, notify, standalone, resolved }: Props) {
  const { t, i18n } = useTranslation(['admin', 'coach']);
  const resolutionText = useResolutionText();
  const [note, setNote] = useState('');
  const [label, setLabel] = useState<DisputeLabel>('clean');
  const labelId = useId();
  const [resolveDispute] = useResolveDisputeMutation();
  const { busy, act } = useAct(notify);
  const suggestion = dispute.aiFeedback;
  const rules = suggestion.rules ?? [];

  const run = (outcome: DisputeOutcome) =>
    act(() => resolveDispute({ id: dispute.id, outcome, note: note.trim() || undefined, label: outcome === 'overturned' ? label : undefined }).unwrap(), resolutionText(outcome));

  return (
    <article className="card admin-item" data-testid="dispute-item" aria-label={t('disputes.itemLabel', { name: dispute.citizen.username })}>
      <header className="admin-item__head">
        <span className="admin-item__count">
          <Trans
            t={t}
            i18nKey="disputes.filedBy"
            values={{ name: dispute.citizen.username, when: relativeTime(dispute.createdAt, new Date(), i18n.language) }}
            components={{ who: <Link to={`/profile/${dispute.citizen.uid}`} /> }}
          />
        </span>
        {!standalone && <OpenInWindow path={`/admin/disputes/${dispute.id}`} label={dispute.citizen.username} />}
      </header>
      <div className="admin-item__body">
        <div>
          <h3 className="admin-item__subtitle">{t('disputes.text')}</h3>
          <p className="admin-reported__text">{dispute.userText}</p>
          <h3 className="admin-item__subtitle">{t('disputes.reason')}</h3>
          <p className="admin-reported__text">{dispute.reason}</p>
          {dispute.source && (
            <p>
              {t('disputes.source')}{' '}
              <a href={dispute.source} target="_blank" rel="noopener noreferrer">
                {dispute.source}
              </a>
            </p>
          )}
        </div>
        <div>
          <h3 className="admin-item__subtitle">{t('disputes.coach')}</h3>
          <p>
            <span className="admin-chip">{t(`coach:suggestions.types.${TYPE_KEYS[suggestion.type]}` as 'coach:suggestions.types.blocked')}</span>{' '}
            <span className="admin-muted">{t(`coach:suggestions.severity.${suggestion.severity}`)}</span>
          </p>
          <p className="admin-reported__text">{suggestion.message}</p>
          <h3 className="admin-item__subtitle">{t('disputes.rules')}</h3>
          {rules.length ? (
            <ul className="admin-rules">
              {rules.map((rule) => (
                <li key={rule}>
                  <code>{rule}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">{t('disputes.noRules')}</p>
          )}
        </div>
      </div>
      {dispute.note && (
        <p className="admin-muted">{t('disputes.note', { note: dispute.note })}</p>
      )}
      {!resolved && (
        <div className="admin-item__act">
          <NoteField label={t('note')} value={note} onChange={setNote} />
          <div className="admin-note">
            <label htmlFor={labelId}>{t('disputes.label')}</label>
            <select id={labelId} value={label} onChange={(event) => setLabel(event.target.value as DisputeLabel)}>
              {DISPUTE_LABELS.map((key) => (
                <option key={key} value={key}>
                  {t(`disputes.labels.${key}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-actions">
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => run('upheld')}>
              {t('disputes.uphold')}
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => run('overturned')}>
              {t('disputes.overturn')}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
