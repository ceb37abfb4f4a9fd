import type { Language } from '../../../shared/constants';
import type { Config } from '../lib/config';
import type { Translate } from '../lib/i18n';
import type { Logger } from '../lib/logger';
import { createGuardCoach } from './llama-guard';
import { createOpenAiCoach } from './openai';
import type { CoachProvider } from './provider';
import type { LocalCoach } from './service';

/**
 * The OpenAI-compatible coach the configuration asks for, behind the local coach: a safety
 * classifier (OPENAI_MODE=guard, self-hosted, no key needed) or a chat model (with OPENAI_API_KEY).
 * Undefined when neither is configured: the local coach answers alone.
 */
export function configuredRemoteCoach(
  openai: Config['openai'],
  deps: { local: LocalCoach; t: (lng: Language) => Translate; logger: Logger; timeoutMs?: number },
): CoachProvider | undefined {
  if (openai.mode === 'guard' && openai.baseUrl) return createGuardCoach({ ...openai, baseUrl: openai.baseUrl, ...deps });
  if (openai.mode === 'chat' && openai.apiKey) return createOpenAiCoach({ ...openai, apiKey: openai.apiKey, ...deps });
  return undefined;
}
