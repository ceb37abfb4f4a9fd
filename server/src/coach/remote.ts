import { isBlocking, type Suggestion } from '../../../shared/coach';
import type { Logger } from '../lib/logger';
import type { CoachContext, CoachProvider } from './provider';
import type { LocalCoach } from './service';

/** How long a remote server may take before the local coach answers alone. */
export const REMOTE_TIMEOUT_MS = 8000;

/** What a remote coach adds to the local coach's reading of a text that it does not block. */
export type RemoteReading = (text: string, context: CoachContext, local: Suggestion[]) => Promise<Suggestion[]>;

/**
 * A remote model behind the local coach. The local hard blocks always apply (a model may miss a
 * threat, the city may not), so a text they block never leaves the server; and when the remote
 * server fails, times out or answers nonsense, the local coach's reading is the answer.
 */
export function behindLocalCoach(local: LocalCoach, logger: Logger, remote: RemoteReading): CoachProvider {
  return {
    async analyze(text, context) {
      if (!text.trim()) return [];
      const fromLocal = await local.analyze(text, context);
      if (isBlocking(fromLocal)) return fromLocal;
      try {
        return await remote(text, context, fromLocal);
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'remote coach failed; the local coach answers');
        return fromLocal;
      }
    },
  };
}
