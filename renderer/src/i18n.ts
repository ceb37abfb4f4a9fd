import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import enAdmin from '../../locales/en/admin.json';
import enAuth from '../../locales/en/auth.json';
import enCoach from '../../locales/en/coach.json';
import enComments from '../../locales/en/comments.json';
import enCommon from '../../locales/en/common.json';
import enEmbassy from '../../locales/en/embassy.json';
import enErrors from '../../locales/en/errors.json';
import enExplore from '../../locales/en/explore.json';
import enFeed from '../../locales/en/feed.json';
import enGuilds from '../../locales/en/guilds.json';
import enHelp from '../../locales/en/help.json';
import enLanding from '../../locales/en/landing.json';
import enLegal from '../../locales/en/legal.json';
import enNotifications from '../../locales/en/notifications.json';
import enPayments from '../../locales/en/payments.json';
import enPosts from '../../locales/en/posts.json';
import enProfile from '../../locales/en/profile.json';
import enReactions from '../../locales/en/reactions.json';
import enReports from '../../locales/en/reports.json';
import enReputation from '../../locales/en/reputation.json';
import enSearch from '../../locales/en/search.json';
import enSettings from '../../locales/en/settings.json';
import enUploads from '../../locales/en/uploads.json';
import frAdmin from '../../locales/fr/admin.json';
import frAuth from '../../locales/fr/auth.json';
import frCoach from '../../locales/fr/coach.json';
import frComments from '../../locales/fr/comments.json';
import frCommon from '../../locales/fr/common.json';
import frEmbassy from '../../locales/fr/embassy.json';
import frErrors from '../../locales/fr/errors.json';
import frExplore from '../../locales/fr/explore.json';
import frFeed from '../../locales/fr/feed.json';
import frGuilds from '../../locales/fr/guilds.json';
import frHelp from '../../locales/fr/help.json';
import frLanding from '../../locales/fr/landing.json';
import frLegal from '../../locales/fr/legal.json';
import frNotifications from '../../locales/fr/notifications.json';
import frPayments from '../../locales/fr/payments.json';
import frPosts from '../../locales/fr/posts.json';
import frProfile from '../../locales/fr/profile.json';
import frReactions from '../../locales/fr/reactions.json';
import frReports from '../../locales/fr/reports.json';
import frReputation from '../../locales/fr/reputation.json';
import frSearch from '../../locales/fr/search.json';
import frSettings from '../../locales/fr/settings.json';
import frUploads from '../../locales/fr/uploads.json';

// The renderer's namespaces: common, errors and one per feature.
// locales/*/mail.json belongs to the server's emails; coach.json also holds the server's coach messages.
export const resources = {
  en: {
    common: enCommon,
    landing: enLanding,
    auth: enAuth,
    feed: enFeed,
    notifications: enNotifications,
    posts: enPosts,
    comments: enComments,
    reactions: enReactions,
    search: enSearch,
    settings: enSettings,
    uploads: enUploads,
    profile: enProfile,
    reputation: enReputation,
    coach: enCoach,
    embassy: enEmbassy,
    help: enHelp,
    legal: enLegal,
    reports: enReports,
    explore: enExplore,
    guilds: enGuilds,
    payments: enPayments,
    admin: enAdmin,
    errors: enErrors,
  },
  fr: {
    common: frCommon,
    landing: frLanding,
    auth: frAuth,
    feed: frFeed,
    notifications: frNotifications,
    posts: frPosts,
    comments: frComments,
    reactions: frReactions,
    search: frSearch,
    settings: frSettings,
    uploads: frUploads,
    profile: frProfile,
    reputation: frReputation,
    coach: frCoach,
    embassy: frEmbassy,
    help: frHelp,
    legal: frLegal,
    reports: frReports,
    explore: frExplore,
    guilds: frGuilds,
    payments: frPayments,
    admin: frAdmin,
    errors: frErrors,
  },
} as const;

/** Where the chosen language is remembered across reloads. */
const LANGUAGE_STORAGE_KEY = 'city.language';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t('common:appName');
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    // The resources are bundled, so the first render already has its texts.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // A browser set to fr-CA gets French rather than the fallback.
      convertDetectedLanguage: (language) => language.split('-')[0],
    },
  });

/** The interface language, always one the city speaks. */
export function currentLanguage(): Language {
  return LANGUAGES.find((language) => language === i18n.resolvedLanguage) ?? 'en';
}

export default i18n;
