import fs from 'node:fs';
import path from 'node:path';

export const LOCALES_DIR = path.join(__dirname, '..', 'locales');

/** Every key of every namespace of one language, as `namespace:dotted.key`. */
export function localeKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (value && typeof value === 'object') walk(value, `${prefix}${key}.`);
      else keys.add(`${prefix}${key}`);
    }
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), `${file.slice(0, -5)}:`);
  }
  return keys;
}

/** The keys one language has and the other lacks; both lists empty when the languages agree. */
export function compareLocales(enDir: string, frDir: string) {
  const en = localeKeys(enDir);
  const fr = localeKeys(frDir);
  return { missingInFrench: [...en].filter((k) => !fr.has(k)), missingInEnglish: [...fr].filter((k) => !en.has(k)) };
}
