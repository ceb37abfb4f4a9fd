import { randomUUID } from 'node:crypto';
import type { Language } from '../../../shared/constants';
import { isBlocking, type AnalyzeContext, type Suggestion } from '../../../shared/coach';
import type { Db } from '../lib/db';
import { HttpError, notFound } from '../lib/errors';
import type { Translate } from '../lib/i18n';
import type { RateLimits } from '../lib/rate-limits';
import { usersRepository } from '../users/repository';
import type { ReputationService } from '../reputation/service';
import type { CoachProvider } from './provider';

/** The REFINEMENT rules of the local coach: what may be acknowledged. */
const REFINEMENT_RULES = ['insult', 'profanity', 'shouting', 'exclamations', 'generalisation', 'dismissive', 'styleBrevity', 'styleData', 'styleEmpathy', 'styleQuestion'];

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
     * Publishing re-runs the hard blocks here, so no client can skip the coach: a blocked
     * text is refused with 422 and the suggestions that explain why.
     */
    async enforce(uid: string, text: string): Promise<void> {
      if (!text.trim()) return;
      const blocked = deps.local.hardBlocks(text, await writerLanguage(uid));
      if (isBlocking(blocked)) throw new HttpError(422, 'BLOCKED_BY_COACH', { extra: { suggestions: blocked } });
    },

    /**
     * A comment keeps what the coach said of it (`aiFlags`, and the main point as `aiFeedback`),
     * from the local coach: instant, and the same whichever provider the composer used.
     */
    async review(uid: string, text: string): Promise<{ aiFeedback: string | null; aiFlags: Suggestion[] }> {
      await this.enforce(uid, text);
      const flags = (await deps.local.analyze(text, { kind: 'comment', fallbackLanguage: await writerLanguage(uid) })).filter((s) => s.type !== 'VALIDATION');
      return { aiFeedback: flags[0]?.message ?? null, aiFlags: flags };
    },

    /** Publishing over a REFINEMENT the writer did not acknowledge costs a little coachability. */
    async published(uid: string, text: string, acknowledged: unknown[]): Promise<void> {
      if (!text.trim()) return;
      const names = new Set(acknowledged.flatMap((a) => (typeof a === 'string' ? [a] : a && typeof a === 'object' ? [String((a as Suggestion).id), String((a as Suggestion).message)] : [])));
      const refinements = (await deps.local.analyze(text, { kind: 'post', fallbackLanguage: await writerLanguage(uid) })).filter((s) => s.type === 'REFINEMENT');
      if (refinements.some((s) => !names.has(s.id) && !names.has(s.message))) await deps.reputation.ignoredRefinement(uid);
    },

    /**
     * Only REFINEMENT suggestions can be acknowledged; on a published post it is saved with the
     * post. The suggestion, the acknowledgement and its points are one transaction.
     */
    async acknowledge(uid: string, postId: string, suggestionId: string): Promise<{ acknowledged: true }> {
      if (!refinementNames.has(suggestionId)) throw new HttpError(412, 'NOT_A_REFINEMENT');
      const scoreMoved = await db.transaction(async (tx) => {
        if (!postId.startsWith('new_')) {
          const { rows } = await tx.query(
            `update posts set acknowledged_suggestions = acknowledged_suggestions || to_jsonb($3::text)
             where id = $1 and author_id = $2 and deleted_at is null
               and not acknowledged_suggestions @> jsonb_build_array($3::text)
             returning id`,
            [postId, uid, suggestionId],
          );
          if (!rows.length && !(await tx.query('select 1 from posts where id = $1 and author_id = $2', [postId, uid])).rows.length) throw notFound();
        }
        const { rows } = await tx.query(
          'insert into coach_acknowledgements (user_id, ref, suggestion_id) values ($1, $2, $3) on conflict do nothing returning 1',
          [uid, postId, suggestionId],
        );
        return rows.length ? deps.reputation.acknowledgedRefinement(tx, uid) : () => {};
      });
      scoreMoved();
      return { acknowledged: true };
    },

    /** Stored for the admin queue. */
    async dispute(uid: string, input: { userText: string; aiFeedback: Suggestion; reason: string; source?: string }): Promise<{ disputeId: string }> {
      const id = randomUUID();
      await db.query(
        'insert into disputes (id, user_id, user_text, ai_feedback, reason, source) values ($1, $2, $3, $4, $5, $6)',
        [id, uid, input.userText, JSON.stringify(input.aiFeedback), input.reason, input.source ?? null],
      );
      return { disputeId: id };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
