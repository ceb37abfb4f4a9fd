import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import type { User } from '../../../../shared/users';
import { useUpdateMeMutation } from './endpoints';
import { Failed, Saved, SettingsSection } from './SettingsSection';

/** The account's language: the interface switches at once, and the city's emails follow it. */
export function LanguageSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('settings');
  const { t: common } = useTranslation('common');
  const [language, setLanguage] = useState<Language>(user.language);
  const [updateMe, { isLoading, isSuccess, error, reset }] = useUpdateMeMutation();

  const save = async () => {
    const saved = await updateMe({ language }).unwrap().catch(() => null);
    if (saved) void i18n.changeLanguage(saved.language);
  };

  return (
    <SettingsSection id="language" title={t('language.title')} hint={t('language.hint')}>
      <fieldset className="settings__choices">
        <legend className="visually-hidden">{t('language.title')}</legend>
        {LANGUAGES.map((option) => (
          <label key={option} className="settings__chip" lang={option}>
            <input
              type="radio"
              name="language"
              value={option}
              checked={language === option}
              onChange={() => {
                setLanguage(option);
                reset();
              }}
            />
            {common(`language.${option}`)}
          </label>
        ))}
      </fieldset>
      {error && <Failed error={error} />}
      {isSuccess && <Saved>{t('language.saved')}</Saved>}
      <div className="settings__actions">
        <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void save()}>
          {isLoading ? t('saving') : t('save')}
        </button>
      </div>
    </SettingsSection>
  );
}
