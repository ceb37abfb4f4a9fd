import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf, problemText } from '../../api/errors';

/**
 * Runs a guild action (a mutation's `unwrap()`), and says why it failed: the page's membership
 * changes come back through the refetched guild, so success needs no words of its own.
 */
export function useGuildAction() {
  const { t } = useTranslation('guilds');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(t('actions.failed', { message: problemText(problemOf(error)) }));
    } finally {
      setBusy(false);
    }
  };
  const alert = failure && (
    <p className="notice notice--error" role="alert">
      {failure}
    </p>
  );
  return { run, busy, alert };
}
