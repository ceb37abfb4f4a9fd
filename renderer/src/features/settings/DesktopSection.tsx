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
    desktop
      .getNativeNotifications()
      .then((enabled) => current && setOn(enabled))
      .catch(() => {}); // the switch stays disabled: the desktop did not answer
    return () => {
      current = false;
    };
  }, []);

  /** The switch moves at once, and back if the desktop refuses. */
  const flip = async (next: boolean) => {
    setOn(next);
    try {
      await desktop.setNativeNotifications(next);
      setSaved(next);
    } catch {
      setOn(!next);
    }
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
