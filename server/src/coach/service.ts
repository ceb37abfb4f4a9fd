import type { Language } from '../../../shared/constants';
import { isBlocking, type AnalyzeContext, type Suggestion } from '../../../shared/coach';
import type { Db } from '../lib/db';
import { HttpError, notFound } from '../lib/errors';
import type { Translate } from '../lib/i18n';
import type { RateLimits } from '../lib/rate-limits';
import { postsRepository } from '../posts/repository';
import type { ReputationService } from '../reputation/service';
import { usersRepository, type UserRow } from '../users/repository';
import type { CoachContext, CoachProvider } from './provider';
import { acknowledgementsRepository } from './repository';

/** The REFINEMENT rules of the local coach: what may be acknowledged. */
const REFINEMENT_RULES = [
  'insult',
  'profanity',
  'shouting',
  'exclamations',
  'generalisation',
  'dismissive',
  'styleBrevity',
  'styleData',
  'styleEmpathy',
  'styleQuestion',
];

/** A text still in the composer is acknowledged under a `new_…` id: there is no post to save it with yet. */
const DRAFT_PREFIX = 'new_';

/** Who publishes: the author's row, read once by the caller. */
export type Writer = Pick<UserRow, 'uid' | 'language'>;

/** The local coach: a provider that can also run its hard blocks alone. */
export type LocalCoach = CoachProvider & { hardBlocks(text: string, fallback: Language): Suggestion[] };

export function createCoachService(deps: {
  db: Db;
  provider: CoachProvider;
  local: LocalCoach;
  rateLimits: RateLimits;
  reputation: Pick<ReputationService, 'acknowledgedRefinement' | 'ignoredRefinement'>;
  t: (lng: Language) => Translate;
}) {
  const { db } = deps;

  // A suggestion is named by its id (`REFINEMENT:insult`) or by its message in either language.
  const refinementNames = new Set(
    REFINEMENT_RULES.flatMap((rule) => [`REFINEMENT:${rule}`, deps.t('en')(`coach:${rule}`), deps.t('fr')(`coach:${rule}`)]),
  );

  async function writerLanguage(uid: string): Promise<Language> {
    return (await usersRepository.findById(db, uid))?.language ?? 'en';
  }

  return {
    async analyze(uid: string, text: string, context: AnalyzeContext | undefined): Promise<Suggestion[]> {
      await deps.rateLimits.consume('analyzePerUser', uid);
      const replyTo = context?.replyToUserId ? await usersRepository.findById(db, context.replyToUserId) : null;
      // The interface the citizen reads now; the account's language is the last one they chose on some device.
      const language = context?.language ?? (await writerLanguage(uid));
      return deps.provider.analyze(text, {
        kind: context?.kind ?? 'post',
        fallbackLanguage: language,
        interfaceLanguage: language,
        replyToStyles: replyTo?.communication_styles,
      });
    },

    /**
     * Publishing runs the local coach once, here, so no client can skip it: a BLOCKED text (the hard
     * blocks) is refused with 422 and the suggestions that explain why. What the coach said serves the
     * rest of publishing (`review`, `published`), so the text is not analysed twice.
     */
    async screen(writer: Writer, text: string, kind: CoachContext['kind']): Promise<Suggestion[]> {
      const suggestions = await deps.local.analyze(text, { kind, fallbackLanguage: writer.language });
      if (isBlocking(suggestions)) throw new HttpError(422, 'BLOCKED_BY_COACH', { extra: { suggestions } });
      return suggestions;
    },

    /**
     * A comment keeps what the coach said of it (`aiFlags`, and the main point as `aiFeedback`),
     * from the local coach: instant, and the same whichever provider the composer used.
     */
    async review(writer: Writer, text: string): Promise<{ aiFeedback: string | null; aiFlags: Suggestion[] }> {
      const flags = (await this.screen(writer, text, 'comment')).filter((s) => s.type !== 'VALIDATION');
      return { aiFeedback: flags[0]?.message ?? null, aiFlags: flags };
    },

    /** Publishing over a REFINEMENT (of the screening's suggestions) the writer did not acknowledge costs a little coachability. */
    async published(uid: string, suggestions: Suggestion[], acknowledged: unknown[]): Promise<void> {
      const names = new Set(
        acknowledged.flatMap((a) =>
          typeof a === 'string' ? [a] : a && typeof a === 'object' ? [String((a as Suggestion).id), String((a as Suggestion).message)] : [],
        ),
      );
      const refinements = suggestions.filter((s) => s.type === 'REFINEMENT');
      if (refinements.some((s) => !names.has(s.id) && !names.has(s.message))) await deps.reputation.ignoredRefinement(uid);
    },

    /**
     * Only REFINEMENT suggestions can be acknowledged; on a published post it is saved with the
     * post. The suggestion, the acknowledgement and its points are one transaction.
     */
    async acknowledge(uid: string, postId: string, suggestionId: string): Promise<{ acknowledged: true }> {
      if (!refinementNames.has(suggestionId)) throw new HttpError(412, 'NOT_A_REFINEMENT');
      const scoreMoved = await db.transaction(async (tx) => {
        // The citizen's row before their post's: the city's lock order (reputation/service.ts).
        await usersRepository.lockPillars(tx, uid);
        if (!postId.startsWith(DRAFT_PREFIX) && (await postsRepository.acknowledgeSuggestion(tx, postId, uid, suggestionId)) === 'missing') throw notFound();
        const first = await acknowledgementsRepository.insert(tx, uid, postId, suggestionId);
        return first ? deps.reputation.acknowledgedRefinement(tx, uid) : () => {};
      });
      scoreMoved();
      return { acknowledged: true };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
