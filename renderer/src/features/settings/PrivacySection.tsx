import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/users';
import { useUpdateMeMutation } from './endpoints';
import { Failed, Saved, SettingsSection } from './SettingsSection';

/** The protected account switch: it moves at once and is saved as soon as it is flipped (back again if the save fails). */
export function PrivacySection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const [on, setOn] = useState(user.protected);
  const [updateMe, { data: saved, isLoading, error }] = useUpdateMeMutation();

  const flip = (next: boolean) => {
    setOn(next);
    updateMe({ protected: next })
      .unwrap()
      .catch(() => setOn(!next));
  };

  return (
    <SettingsSection id="privacy" title={t('privacy.title')}>
      <label className="settings__switch">
        <input type="checkbox" role="switch" checked={on} disabled={isLoading} onChange={(event) => flip(event.target.checked)} />
        <span>{t('privacy.protected')}</span>
      </label>
      <p className="settings__hint">{t('privacy.protectedHint')}</p>
      {error && <Failed error={error} />}
      {saved && !isLoading && <Saved>{saved.protected ? t('privacy.savedOn') : t('privacy.savedOff')}</Saved>}
    </SettingsSection>
  );
}
