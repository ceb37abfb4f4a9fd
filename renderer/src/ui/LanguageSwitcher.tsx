import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { currentLanguage } from '../i18n';
import './language-switcher.css';

/**
 * en | fr. The choice is remembered on this device (i18n.ts); `onChange` lets a signed-in
 * caller save it on the account too.
 */
export function LanguageSwitcher({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  const choose = (language: Language) => {
    if (language === active) return;
    void i18n.changeLanguage(language);
    onChange?.(language);
  };
  return (
    <div className="language-switcher" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={t(`language.${language}`)}
          aria-pressed={language === active}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
