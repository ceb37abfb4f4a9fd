import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { PROJECT_ROOT } from './paths';

const LOCALES_DIR = path.join(PROJECT_ROOT, 'locales');

/** A translator for one language. Plain string keys: the renderer's typed keys are its own. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's texts (emails, the coach) come from the same locale files as the renderer's. */
export function createServerI18n(): (lng: Language) => Translate {
  const resources = Object.fromEntries(
    LANGUAGES.map((lng) => {
      const dir = path.join(LOCALES_DIR, lng);
      const namespaces = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
      return [lng, Object.fromEntries(namespaces.map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]))];
    }),
  );
  const instance = i18next.createInstance();
  void instance.init({ resources, fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false } });
  return (lng) => {
    const t = instance.getFixedT(lng);
    return (key, options) => String(t(key as never, options as never));
  };
}
