import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desktop } from '../../platform/desktop';
import { Saved, SettingsSection } from './SettingsSection';

/** The desktop app's own settings, kept on this computer (shown only in the desktop app). */
export function DesktopSection() {
  const { t } = useTranslation('settings');
  const [on, setOn] = useState<boolean | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    void desktop.getNativeNotifications().then((enabled) => current && setOn(enabled));
    return () => {
      current = false;
    };
  }, []);

  const flip = async (next: boolean) => {
    setOn(next);
    await desktop.setNativeNotifications(next);
    setSaved(next);
  };

  return (
    <SettingsSection id="desktop" title={t('desktop.title')}>
      <label className="settings__switch">
        <input type="checkbox" role="switch" checked={on ?? false} disabled={on === null} onChange={(event) => void flip(event.target.checked)} />
        <span>{t('desktop.nativeNotifications')}</span>
      </label>
      <p className="settings__hint">{t('desktop.nativeNotificationsHint')}</p>
      {saved !== null && <Saved>{saved ? t('desktop.savedOn') : t('desktop.savedOff')}</Saved>}
    </SettingsSection>
  );
}
