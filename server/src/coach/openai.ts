import OpenAI from 'openai';
import { z } from 'zod';
import { SEVERITIES, SUGGESTION_TYPES } from '../../../shared/coach';
import type { Language } from '../../../shared/constants';
import type { Logger } from '../lib/logger';
import type { CoachContext, CoachProvider } from './provider';
import { behindLocalCoach, REMOTE_TIMEOUT_MS } from './remote';
import type { LocalCoach } from './service';

// The JSON schema the model must answer with (structured output), and its zod twin that
// checks the answer: a model's reply is input like any other.
const RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'severity', 'message', 'examples'],
        properties: {
          type: { type: 'string', enum: [...SUGGESTION_TYPES] },
          severity: { type: 'string', enum: [...SEVERITIES] },
          message: { type: 'string' },
          examples: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

const replySchema = z.object({
  suggestions: z
    .array(
      z.object({
        type: z.enum(SUGGESTION_TYPES),
        severity: z.enum(SEVERITIES),
        message: z.string().min(1).max(1000),
        examples: z.array(z.string().max(2000)).max(5),
      }),
    )
    .max(12),
});

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'French' };

const STYLE_NAMES: Record<string, string> = {
  prefersData: 'prefers data and figures',
  lovesQuestions: 'loves questions',
  openToChangingMind: 'is open to changing their mind',
  valuesBrevity: 'values brevity',
  goodFaithDebate: 'values good-faith debate',
  empathyFirst: 'wants empathy first',
};

function instructions(context: CoachContext): string {
  const reader = context.replyToStyles?.length
    ? `The text replies to a citizen who ${context.replyToStyles.map((s) => STYLE_NAMES[s] ?? s).join(', ')}: adapt your REFINEMENT suggestions to that.`
    : '';
  return [
    'You are the private writing coach of a civil social network. Read the citizen\'s text before it is published and return suggestions.',
    'Types: BLOCKED (severity severe) only for threats of violence, incitement to self-harm, slurs or dehumanising hate against groups, or doxxing;',
    'REFINEMENT (minor or moderate) for insults, profanity, shouting, piles of exclamation marks, sweeping generalisations or dismissive phrasing,' +
      ' with examples that rewrite the offending part;',
    'fact-check (moderate) for factual, statistical or health claims stated as certain without a source;',
    'VALIDATION (none) for what the text does well (asks a question, cites a source, acknowledges the other side, shows empathy).',
    'Heated but civil disagreement is fine. Return an empty list when there is nothing to say.',
    context.interfaceLanguage
      ? `Write the messages in ${LANGUAGE_NAMES[context.interfaceLanguage]}, the language the citizen reads; write the examples in the language of the text.`
      : 'Answer in the language of the text (English or French).',
    reader,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The coach through any OpenAI-compatible chat-completions server: a general model gives every
 * kind of suggestion, behind the local coach (its hard blocks on top, its answer as the fallback).
 */
export function createOpenAiCoach(options: {
  apiKey: string;
  baseUrl?: string;
  model: string;
  local: LocalCoach;
  logger: Logger;
  timeoutMs?: number;
}): CoachProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs ?? REMOTE_TIMEOUT_MS, maxRetries: 1 });

  return behindLocalCoach(options.local, options.logger, async (text, context) => {
    const completion = await client.chat.completions.create({
      model: options.model,
      temperature: 0,
      messages: [
        { role: 'system', content: instructions(context) },
        { role: 'user', content: text },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'coach_suggestions', strict: true, schema: RESPONSE_SCHEMA as unknown as Record<string, unknown> },
      },
    });
    const content = completion.choices[0]?.message?.content ?? '';
    const parsed = replySchema.parse(JSON.parse(content));
    return parsed.suggestions.map((s, i) => ({ id: `${s.type}:remote-${i}`, ...s }));
  });
}
