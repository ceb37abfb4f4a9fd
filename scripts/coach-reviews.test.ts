import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appendCoachReview } from '../server/src/disputes/review-file';
import { loadReviews } from './coach-corpus';

test('overturned disputes are read from the data folder as labelled corpus entries', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-reviews-'));
  try {
    expect(loadReviews(dataDir)).toEqual([]);
    const date = new Date().toISOString();
    appendCoachReview(dataDir, { text: 'This pie is killer!', rules: ['threat.en.kill'], label: 'clean', language: 'en', date });
    appendCoachReview(dataDir, { text: 'Tu es nul.', rules: ['model:threat'], label: 'insult', language: 'fr', date });
    appendCoachReview(dataDir, { text: 'I know where you live, 12 Elm St.', rules: [], label: 'doxxing', language: 'en', date });
    expect(loadReviews(dataDir)).toEqual([
      { text: 'This pie is killer!', labels: [], category: 'clean-review', note: 'overturned dispute of threat.en.kill', lang: 'en' },
      { text: 'Tu es nul.', labels: ['REFINEMENT'], category: 'insult', note: 'overturned dispute of model:threat', lang: 'fr' },
      { text: 'I know where you live, 12 Elm St.', labels: ['BLOCKED'], category: 'doxxing', note: 'overturned dispute of the coach', lang: 'en' },
    ]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
