import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES } from '../shared/errors';
import { compareLocales, LOCALES_DIR } from './locales';

function localeDirs(en: object, fr: object) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  for (const [lng, content] of [['en', en], ['fr', fr]] as const) {
    fs.mkdirSync(path.join(root, lng));
    fs.writeFileSync(path.join(root, lng, 'common.json'), JSON.stringify(content));
  }
  return [path.join(root, 'en'), path.join(root, 'fr')] as const;
}

test('the check finds keys one language lacks, nested ones included', () => {
  const [en, fr] = localeDirs({ a: 'A', nested: { b: 'B', c: 'C' } }, { a: 'A', nested: { b: 'B' }, extra: 'X' });
  expect(compareLocales(en, fr)).toEqual({ missingInFrench: ['common:nested.c'], missingInEnglish: ['common:extra'] });
});

test('the project’s English and French have the same keys', () => {
  expect(compareLocales(path.join(LOCALES_DIR, 'en'), path.join(LOCALES_DIR, 'fr'))).toEqual({ missingInFrench: [], missingInEnglish: [] });
});

test('every error code has its English text word for word, and a French one', () => {
  const en = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'en', 'errors.json'), 'utf8'));
  const fr = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'fr', 'errors.json'), 'utf8'));
  for (const [code, message] of Object.entries(ERROR_MESSAGES)) {
    expect([code, en[code]]).toEqual([code, message]);
    expect(typeof fr[code]).toBe('string');
  }
});
