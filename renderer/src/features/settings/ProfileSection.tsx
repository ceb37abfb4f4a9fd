import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '../../../../shared/constants';
import { COMMUNICATION_STYLES, type CommunicationStyle, type User } from '../../../../shared/users';
import { AvatarField } from './AvatarField';
import { useUpdateMeMutation } from './endpoints';
import { Failed, Saved, SettingsSection } from './SettingsSection';

/** Display name, the handle (read-only), the bio with its counter, communication styles, and the avatar. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const ids = { name: useId(), handle: useId(), bio: useId(), count: useId() };
  const [username, setUsername] = useState(user.username);
  const [bio, setBio] = useState(user.bio);
  const [styles, setStyles] = useState<CommunicationStyle[]>(user.communicationStyles);
  const [updateMe, { isLoading, isSuccess, error, reset }] = useUpdateMeMutation();

  const edited = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    reset(); // the confirmation speaks of the last save only
  };
  const toggle = (style: CommunicationStyle, on: boolean) =>
    edited(setStyles)(on ? COMMUNICATION_STYLES.filter((s) => s === style || styles.includes(s)) : styles.filter((s) => s !== style));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void updateMe({ username, bio, communicationStyles: styles });
  };

  return (
    <SettingsSection id="profile" title={t('profile.title')} hint={t('profile.identityHint')}>
      <AvatarField user={user} />
      <form className="settings__form" onSubmit={save} noValidate>
        <div className="settings__field">
          <label htmlFor={ids.name}>{t('profile.displayName')}</label>
          <input id={ids.name} value={username} maxLength={DISPLAY_NAME_MAX_LENGTH} onChange={(event) => edited(setUsername)(event.target.value)} />
        </div>
        <div className="settings__field">
          <label htmlFor={ids.handle}>{t('profile.handle')}</label>
          <input id={ids.handle} value={user.handle} readOnly aria-describedby={`${ids.handle}-hint`} />
          <p id={`${ids.handle}-hint`} className="settings__hint">
            {t('profile.handleHint')}
          </p>
        </div>
        <div className="settings__field">
          <label htmlFor={ids.bio}>{t('profile.bio')}</label>
          <textarea id={ids.bio} rows={4} value={bio} maxLength={BIO_MAX_LENGTH} aria-describedby={ids.count} onChange={(event) => edited(setBio)(event.target.value)} />
          <p id={ids.count} className="settings__counter" data-testid="bio-counter">
            {t('profile.bioCount', { count: bio.length, max: BIO_MAX_LENGTH })}
          </p>
        </div>
        <fieldset className="settings__styles">
          <legend>{t('profile.styles')}</legend>
          <p className="settings__hint">{t('profile.stylesHint')}</p>
          {COMMUNICATION_STYLES.map((style) => (
            <label key={style} className="settings__chip">
              <input type="checkbox" checked={styles.includes(style)} onChange={(event) => toggle(style, event.target.checked)} />
              {t(`styles.${style}`)}
            </label>
          ))}
        </fieldset>
        {error && <Failed error={error} />}
        {isSuccess && <Saved>{t('profile.saved')}</Saved>}
        <div className="settings__actions">
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {isLoading ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
