import path from 'node:path';
import { compareLocales, LOCALES_DIR } from './locales';

// Fails the test run when English and French do not have the same keys.
const { missingInFrench, missingInEnglish } = compareLocales(path.join(LOCALES_DIR, 'en'), path.join(LOCALES_DIR, 'fr'));
for (const key of missingInFrench) console.error(`missing in French: ${key}`);
for (const key of missingInEnglish) console.error(`missing in English: ${key}`);
if (missingInFrench.length || missingInEnglish.length) process.exit(1);
console.log('locales: English and French have the same keys');
