import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../shared/constants';
import type { DisputeLabel } from '../../../shared/disputes';

/**
 * The coach's mistakes as admins labelled them: each overturned dispute, one JSON object a line,
 * in the data folder. `npm run train:coach` trains on them and `npm run bench:coach` scores the
 * model on them apart (scripts/coach-corpus.ts, loadReviews; docs/coach.md).
 */
export const COACH_REVIEWS_FILE = 'coach-reviews.jsonl';

export interface CoachReview {
  text: string;
  /** The rules whose suggestion was overturned. */
  rules: string[];
  label: DisputeLabel;
  language: Language;
  /** When the dispute was overturned. */
  date: string;
}

export const coachReviewsPath = (dataDir: string) => path.join(dataDir, COACH_REVIEWS_FILE);

/** One line appended: a line is written whole or not at all, so readers never see half an entry. */
export function appendCoachReview(dataDir: string, review: CoachReview): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.appendFileSync(coachReviewsPath(dataDir), `${JSON.stringify(review)}\n`);
}
