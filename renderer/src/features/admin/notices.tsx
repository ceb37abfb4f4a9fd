import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf, problemText } from '../../api/errors';
import type { Resolution } from './live';

/** What the last action came to, shown above the queue or window (the item itself may have left it). */
export interface Notice {
  failed: boolean;
  text: string;
}
export type Notify = (notice: Notice) => void;

export function ActionNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={`notice ${notice.failed ? 'notice--error' : 'notice--success'} admin-notice`} role={notice.failed ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}

/** Runs an admin action and says how it went: "Done: removed.", or the refusal worded by the locales (409: already resolved). */
export function useAct(notify: Notify) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const act = async (call: () => Promise<unknown>, what: string) => {
    setBusy(true);
    try {
      await call();
      notify({ failed: false, text: t('done', { what }) });
    } catch (error) {
      notify({ failed: true, text: problemText(problemOf(error)) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}

/** An action, outcome or decision in words ("removed", "the coach was overturned"); an unknown one as it came. */
export function useResolutionText() {
  const { t, i18n } = useTranslation('admin');
  return (resolution: string) => (i18n.exists(`admin:resolutions.${resolution}`) ? t(`resolutions.${resolution}` as 'resolutions.removed') : resolution);
}

/** "Resolved by Ada: removed", in an item window once its item is resolved, here or in any other window. */
export function ResolvedBanner({ resolution }: { resolution: Resolution }) {
  const { t } = useTranslation('admin');
  const what = useResolutionText()(resolution.resolution);
  return (
    <p className="notice notice--success admin-resolved" role="status" data-testid="resolved">
      {resolution.by ? t('resolved.by', { name: resolution.by.username, what }) : t('resolved.anonymous', { what })}
    </p>
  );
}
