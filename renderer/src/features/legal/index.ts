// The company pages' routes; the pages themselves load lazily (app/pages.ts).
export { LEGAL_PAGES, type LegalPageName } from './pages';
