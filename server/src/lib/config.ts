import path from 'node:path';
import { z } from 'zod';

// Every environment variable of DESIGN.md. A bad value stops start-up with a message naming it.

const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}`);

const origin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}, 'must be a comma-separated list of origins such as https://city.example');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url(['http:', 'https:']).optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  OPENAI_MODE: z.enum(['chat', 'guard'], 'must be chat (a general chat model) or guard (a Llama Guard 3 safety classifier)').default('chat'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must start with whsec_').optional(),
  STRIPE_API_BASE: url(['http:', 'https:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('The Digital City <no-reply@digital-city.local>'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(origin)),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).refine((e) => !e.STRIPE_SECRET_KEY || (e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET), {
  // Half a Stripe set-up would take tips the renderer cannot confirm, or payments whose webhooks nobody can check.
  path: ['STRIPE_SECRET_KEY'],
  message: 'needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET too (leave all three unset for the demo provider)',
}).refine((e) => e.OPENAI_MODE !== 'guard' || e.OPENAI_BASE_URL, {
  // A self-hosted classifier has no default address; the SDK's would send the texts to OpenAI.
  path: ['OPENAI_BASE_URL'],
  message: 'is required when OPENAI_MODE is guard: the address of the classifier, such as http://localhost:8080/v1',
});

/** What each mode asks for when OPENAI_MODEL is not set. */
const DEFAULT_MODELS = { chat: 'gpt-4o-mini', guard: 'llama-guard3:1b' } as const;

export interface Config {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret?: string;
  redisUrl?: string;
  /**
   * An OpenAI-compatible server for the coach: `chat` asks a general model for every kind of
   * suggestion (with OPENAI_API_KEY); `guard` asks a self-hosted safety classifier what to block.
   */
  openai: { mode: 'chat' | 'guard'; apiKey?: string; baseUrl?: string; model: string };
  /** Stripe's keys (all three, or none for the demo provider); `apiBase` points the SDK at another API server, such as stripe-mock. */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  allowedOrigins: string[];
  /** Accounts with these emails are admins (how the first admin is made). */
  adminEmails: string[];
  /** Scales every rate limit (a load test or a browser test run from one address). */
  rateLimitMultiplier: number;
  logLevel: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    redisUrl: e.REDIS_URL,
    openai: { mode: e.OPENAI_MODE, apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL ?? DEFAULT_MODELS[e.OPENAI_MODE] },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => o.replace(/\/$/, '')),
    adminEmails: e.ADMIN_EMAILS,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    logLevel: e.LOG_LEVEL,
  };
}
