import OpenAI from 'openai';
import type { Language } from '../../../shared/constants';
import type { Suggestion } from '../../../shared/coach';
import type { Translate } from '../lib/i18n';
import type { Logger } from '../lib/logger';
import type { CoachProvider } from './provider';
import { behindLocalCoach, REMOTE_TIMEOUT_MS } from './remote';
import type { LocalCoach } from './service';

/** The kinds of BLOCKED suggestion (`BLOCKED:<kind>`, message `coach:<kind>`) a safety classifier can give. */
export type GuardBlockKind = 'threat' | 'selfHarm' | 'hate' | 'doxxing' | 'sexual';

/**
 * Llama Guard 3's hazard categories (the MLCommons taxonomy) and what each one blocks in the city,
 * or null for those the coach does not block. The city blocks harm done to people through the
 * conversation itself; what depends on facts the classifier cannot check is left to the local
 * coach's fact-check, to citizens' reports and to the admins.
 */
export const GUARD_CATEGORIES: Record<string, GuardBlockKind | null> = {
  S1: 'threat', // violent crimes: threats, incitement or praise of violence
  // Non-violent crimes: a citizen telling how their bike was stolen, or debating drug policy, talks
  // about crime; endorsing fraud is for reports and admins, like every other rule of the city.
  S2: null,
  S3: 'sexual', // sex-related crimes: sexual assault, harassment, trafficking
  S4: 'sexual', // child sexual exploitation
  // Defamation: whether a statement about a real person is false takes sources, not a classifier;
  // the local coach asks for a source when a claim is stated as certain.
  S5: null,
  // Specialised advice (health, law, money): citizens share their experience; unsourced health claims get a fact-check.
  S6: null,
  S7: 'doxxing', // privacy: someone's personal details exposed
  S8: null, // intellectual property: a matter for the owner's notice, not for the writer's coach
  S9: 'threat', // indiscriminate weapons (chemical, biological, nuclear, explosives): violence at scale
  S10: 'hate',
  S11: 'selfHarm', // suicide and self-harm; the message also tells a writer who struggles where to turn
  S12: 'sexual', // sexual content: the city is a public square
  // Elections: debate about elections is what a civic network is for; a false claim about voting
  // stated as certain gets the local coach's fact-check.
  S13: null,
  S14: null, // code interpreter abuse: posts are never run
};

/**
 * The categories in Llama Guard's answer: `safe`, or `unsafe` and a line of comma-separated codes
 * (`unsafe\nS1,S10`). Anything else is not a verdict, and throws.
 */
export function parseGuardVerdict(content: string): string[] {
  const [verdict, codes, ...rest] = content.trim().split(/\r?\n/).map((line) => line.trim());
  if (verdict === 'safe' && codes === undefined) return [];
  const list = codes?.split(',').map((code) => code.trim()) ?? [];
  if (verdict === 'unsafe' && !rest.length && list.length && list.every((code) => /^S\d{1,2}$/.test(code))) return list;
  throw new Error(`not a Llama Guard verdict: ${JSON.stringify(content.slice(0, 80))}`);
}

/**
 * The coach with a self-hosted safety classifier (Llama Guard 3, 1B or 8B, served by llama.cpp,
 * Ollama or any OpenAI-compatible server) reading what the local coach does not block. The
 * classifier only blocks; REFINEMENT, fact-check and VALIDATION stay the local coach's. A blocked
 * text gets its blocks alone, as from the local coach: there is no refining what cannot be published.
 */
export function createGuardCoach(options: {
  apiKey?: string;
  baseUrl: string;
  model: string;
  local: LocalCoach;
  t: (lng: Language) => Translate;
  logger: Logger;
  timeoutMs?: number;
}): CoachProvider {
  // A self-hosted server needs no key, but the SDK will not send a request without one.
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'self-hosted',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? REMOTE_TIMEOUT_MS,
    maxRetries: 1,
  });

  return behindLocalCoach(options.local, options.logger, async (text, context, local) => {
    // The text is the user turn, alone: the server applies the model's chat template, which holds
    // the categories and the instructions. The answer is a few tokens.
    const completion = await client.chat.completions.create({
      model: options.model,
      temperature: 0,
      max_tokens: 20,
      messages: [{ role: 'user', content: text }],
    });
    const codes = parseGuardVerdict(completion.choices[0]?.message?.content ?? '');
    const kinds = [...new Set(codes.flatMap((code) => GUARD_CATEGORIES[code] ?? []))];
    if (!kinds.length) return local;
    const t = options.t(context.interfaceLanguage ?? context.fallbackLanguage);
    return kinds.map((kind): Suggestion => ({ id: `BLOCKED:${kind}`, type: 'BLOCKED', severity: 'severe', message: t(`coach:${kind}`), examples: [] }));
  });
}
