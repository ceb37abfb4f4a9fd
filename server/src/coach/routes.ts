import { acknowledgeSchema, analyzeTextSchema } from '../../../shared/coach';
import { callable } from '../callable/routes';
import type { CoachService } from './service';

/** The coach's callable functions (api.md, Callable functions). */
export const coachCallables = (coach: CoachService) => ({
  analyzeText: callable(analyzeTextSchema, async (user, data) => ({ suggestions: await coach.analyze(user.uid, data.text, data.context) })),
  acknowledgeAiSuggestion: callable(acknowledgeSchema, (user, data) => coach.acknowledge(user.uid, data.postId, data.suggestionId)),
});
