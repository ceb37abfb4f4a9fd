import { PASSWORD_RESET_LINK_MINUTES, SESSION_IDLE_DAYS } from '../../../../shared/constants';

/** The company's pages, linked from the landing page's footer; each is its route (/about, ...). */
export const LEGAL_PAGES = ['about', 'privacy', 'terms', 'contact'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

/** The numbers the pages' texts interpolate, from the settings the server runs with. */
export const LEGAL_VALUES = { sessionDays: String(SESSION_IDLE_DAYS), resetMinutes: String(PASSWORD_RESET_LINK_MINUTES) };

export interface LegalSection {
  title: string;
  body: string[];
}
