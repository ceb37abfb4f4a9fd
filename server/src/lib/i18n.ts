import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';

const LOCALES_DIR = path.join(__dirname, '..', '..', '..', 'locales');

/** The server's texts (emails) come from the same locale files as the renderer's. */
export function createServerI18n(): (lng: Language) => TFunction {
  const resources = Object.fromEntries(
    LANGUAGES.map((lng) => {
      const dir = path.join(LOCALES_DIR, lng);
      const namespaces = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
      return [lng, Object.fromEntries(namespaces.map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]))];
    }),
  );
  const instance = i18next.createInstance();
  void instance.init({ resources, fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false } });
  return (lng) => instance.getFixedT(lng);
}
