import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: optionalUrl,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Legado <nao-responda@legado.local>'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  ANALYTICS_SCRIPT_URL: optionalUrl,
  ANALYTICS_SITE: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_WILLS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(50),
  MAX_TURNS_PER_WILL: z.coerce.number().int().min(10).max(1_000_000).default(500),
  WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(false|true|\d{1,2})$/, 'must be false, true or a number of proxy hops')
    .default('false'),
});

const present = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** Host names that only this machine reaches. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** True when the public URL is a valid address that people on other machines would use. */
function isPublicAddress(value: string | undefined): boolean {
  if (!present(value)) return false;
  try {
    return !isLoopbackHost(new URL(value!.trim()).hostname);
  } catch {
    return false; // reported by the schema
  }
}

// Rules across keys, checked on the raw values so they are reported together with any other
// bad key (an object-level refinement would not run while a single field is invalid).
function crossKeyProblems(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (source.NODE_ENV === 'production' && !present(source.BETTER_AUTH_SECRET)) {
    problems.push('BETTER_AUTH_SECRET: is required when NODE_ENV=production');
  }
  if (present(source.GOOGLE_CLIENT_ID) !== present(source.GOOGLE_CLIENT_SECRET)) {
    const missing = present(source.GOOGLE_CLIENT_ID) ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    problems.push(`${missing}: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together`);
  }
  // Development and test settings (a generated secret in DATA_DIR, loopback origins trusted, no
  // HSTS) are for one person on their own machine: a public address needs production.
  if ((source.NODE_ENV ?? 'development') !== 'production' && isPublicAddress(source.PUBLIC_URL)) {
    problems.push(
      `NODE_ENV: must be production when PUBLIC_URL is not a local address (it is ${source.NODE_ENV ?? 'unset, so development'})`,
    );
  }
  if (present(source.LLM_BASE_URL) && !present(source.LLM_MODEL)) {
    problems.push('LLM_MODEL: is required with LLM_BASE_URL');
  }
  return problems;
}

/** The server's whole configuration, read once from the environment at start-up. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string; discoveryUrl: string | undefined } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  analytics: { scriptUrl: string; site: string | undefined } | undefined;
  logLevel: string;
  /** Which X-Forwarded-For hops to believe: false (none), true (all) or a hop count. */
  trustProxy: boolean | number;
  /** How much one person may keep and write (ADR 0022). */
  quotas: { willsPerUser: number; turnsPerWill: number; writesPerMinute: number };
}

/** Thrown when the environment is invalid; its message names every bad key. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError listing every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...crossKeyProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : undefined,
    analytics: env.ANALYTICS_SCRIPT_URL
      ? { scriptUrl: env.ANALYTICS_SCRIPT_URL, site: env.ANALYTICS_SITE }
      : undefined,
    logLevel: env.LOG_LEVEL,
    quotas: {
      willsPerUser: env.MAX_WILLS_PER_USER,
      turnsPerWill: env.MAX_TURNS_PER_WILL,
      writesPerMinute: env.WRITES_PER_MINUTE,
    },
    trustProxy:
      env.TRUST_PROXY === 'true'
        ? true
        : env.TRUST_PROXY === 'false'
          ? false
          : Number(env.TRUST_PROXY),
  };
}
