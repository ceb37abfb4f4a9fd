import type { Language } from '../../shared/constants';
import enCommon from '../../locales/en/common.json';
import enDesktop from '../../locales/en/desktop.json';
import frCommon from '../../locales/fr/common.json';
import frDesktop from '../../locales/fr/desktop.json';

// The desktop's own words (menus, tray, its local pages), from the same locale files as the renderer's.

export type DesktopTexts = typeof enDesktop & { appName: string };

const TEXTS: Record<Language, DesktopTexts> = {
  en: { ...enDesktop, appName: enCommon.appName },
  fr: { ...frDesktop, appName: frCommon.appName },
};

export function desktopTexts(language: Language): DesktopTexts {
  return TEXTS[language];
}

/** The language to speak before the citizen has chosen one in the app: the system's, if the city speaks it. */
export function systemLanguage(locale: string): Language {
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** i18next's `{{name}}` placeholders, filled. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
