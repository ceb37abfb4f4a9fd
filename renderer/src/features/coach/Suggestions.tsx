import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../../../../shared/coach';
import { problemText } from '../../api/errors';
import { DisputeDialog, type DisputeResult } from './DisputeDialog';
import { disputeKey, useDisputedSuggestionsQuery } from './endpoints';
import type { ShownSuggestion } from './useTextAnalysis';
import './coach.css';

interface Props {
  text: string;
  suggestions: ShownSuggestion[];
  analyzing: boolean;
  unavailable: boolean;
  onAcknowledge: (suggestion: ShownSuggestion) => void;
}

const TYPE_KEYS = { BLOCKED: 'blocked', REFINEMENT: 'refinement', 'fact-check': 'factCheck', VALIDATION: 'validation' } as const;

/** The coach's private feedback under a text being written, with Acknowledge and Dispute. */
export function Suggestions({ text, suggestions, analyzing, unavailable, onAcknowledge }: Props) {
  const { t } = useTranslation('coach');
  const [disputing, setDisputing] = useState<Suggestion | null>(null);
  /** How the last dispute ended, shown while the text it was about stays as it is. */
  const [settled, setSettled] = useState<{ text: string; result: DisputeResult } | null>(null);
  const { data: disputed = [] } = useDisputedSuggestionsQuery();
  const userText = text.trim();
  const outcome = settled?.text === userText ? settled.result : null;

  if (!analyzing && !unavailable && suggestions.length === 0 && !outcome) return null;

  return (
    <div className="suggestions" aria-live="polite">
      {analyzing && (
        <p className="suggestions__status" role="status">
          {t('suggestions.analyzing')}
        </p>
      )}
      {unavailable && !analyzing && <p className="notice notice--warning">{t('suggestions.unavailable')}</p>}
      {outcome?.sent && (
        <p className="notice notice--success" role="status">
          {t('dispute.sent')}
        </p>
      )}
      {outcome && !outcome.sent && (
        <p className="notice notice--error" role="alert">
          {outcome.problem.code === 'DISPUTE_ALREADY_FILED' ? problemText(outcome.problem) : t('dispute.failed')}
        </p>
      )}
      {suggestions.length > 0 && (
        <ul className="suggestions__list" aria-label={t('suggestions.label')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id} className={`suggestion suggestion--${TYPE_KEYS[suggestion.type]}`} data-testid="suggestion">
              <p className="suggestion__head">
                <strong className="suggestion__type">{t(`suggestions.types.${TYPE_KEYS[suggestion.type]}`)}</strong>
                {suggestion.severity !== 'none' && <span className="suggestion__severity">{t(`suggestions.severity.${suggestion.severity}`)}</span>}
              </p>
              <p className="suggestion__message">{suggestion.message}</p>
              {suggestion.examples.length > 0 && (
                <ul className="suggestion__examples" aria-label={t('suggestions.examples')}>
                  {suggestion.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              )}
              {suggestion.type !== 'BLOCKED' && (
                <p className="suggestion__actions">
                  {suggestion.type === 'REFINEMENT' && (
                    <button type="button" className="button button--ghost" aria-pressed={suggestion.acknowledged} disabled={suggestion.acknowledged} onClick={() => onAcknowledge(suggestion)}>
                      {suggestion.acknowledged ? t('suggestions.acknowledged') : t('suggestions.acknowledge')}
                    </button>
                  )}
                  {disputed.includes(disputeKey(userText, suggestion.id)) ? (
                    <button type="button" className="button button--ghost" aria-pressed="true" disabled>
                      {t('dispute.disputed')}
                    </button>
                  ) : (
                    // While the coach reads a changed text, this suggestion may not be about the text as it stands.
                    <button type="button" className="button button--ghost" disabled={analyzing} onClick={() => setDisputing(suggestion)}>
                      {t('dispute.open')}
                    </button>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {disputing && (
        <DisputeDialog userText={userText} suggestion={disputing} onClose={() => setDisputing(null)} onSettled={(result) => setSettled({ text: userText, result })} />
      )}
    </div>
  );
}
