import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// The only place that reads process.env (STYLE habit 7). Everything else receives a Config.

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^(postgres|postgresql|sqlite|file):/.test(v) || !v.includes('://'), {
      message: 'must be a postgres:// URL or a SQLite file path',
    }),
  ADMIN_EMAIL: z.string().email().optional().or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional().or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), { message: 'must start with smtp:// or smtps://' }),
  MAIL_FROM: z.string().min(3).default('CSMIT Symposium <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SEED_DEMO: bool(true),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\//.test(v), { message: 'must start with redis://' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a hop count (1 behind one reverse proxy) or a comma-separated list of proxy addresses; ' +
            '"true" would believe any X-Forwarded-For a client sends',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  // A campus logs in from one public address: the per-IP figures are sized for hundreds of
  // students in the minute registration opens (docs/decisions/004-rate-limiter.md, Revised).
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  OTP_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOGIN_MAX_CONSECUTIVE_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_DAILY_FAILURES_PER_IP: z.coerce.number().int().min(1).default(2000),
  HOME_COLLEGE_EMAIL_DOMAINS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))
    .refine((list) => list.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)), { message: 'must be mail domains separated by commas' }),
  PAYMENT_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  PLACEMENT_UPLOADS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(20),
  PLACEMENT_PENDING_MAX: z.coerce.number().int().min(1).default(300),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  MALLOC_ARENA_MAX: z.string().regex(/^\d+$/, 'must be a number of malloc arenas').default('2'),
  MEMORY_LOG_MS: z.coerce.number().int().min(0).default(0),
  WEB_CONCURRENCY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return 1;
      if (v.trim() === 'auto') return os.availableParallelism();
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 64) {
        ctx.addIssue({ code: 'custom', message: 'must be a number of API processes from 1 to 64, or "auto" (one per core)' });
        return z.NEVER;
      }
      return n;
    }),
  WEB_DIST: z.string().optional(),
}).superRefine((e, ctx) => {
  // Mails to other people (a waitlist offer after someone's cancellation, a team's payment) carry
  // links; without PUBLIC_URL they would take the Host header of whoever caused them, so a forged
  // Host could send the next student a link to another site.
  if (e.NODE_ENV === 'production' && e.SMTP_URL && !e.PUBLIC_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: "is required in production when SMTP_URL is set: links in mails must point at the site's own address",
    });
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number };
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  seedDemo: boolean;
  redisUrl?: string;
  logLevel: string;
  /**
   * Which X-Forwarded-For entries to believe: false (none), a hop count (the last n, added by our
   * own proxies) or the proxies' addresses. Never "all", which lets a client pick its address.
   */
  trustProxy: TrustProxy;
  /**
   * Calls one person may make a minute: sign-up and the OTP calls per email, logins per email and
   * IP together, password changes per user; 'notify me' per address and per IP.
   */
  authRateLimitPerMinute: number;
  /** Logins and sign-ups one IP may send a minute (a whole campus may share one). */
  authRateLimitPerIpPerMinute: number;
  /** send-otp, verify-otp and reset-password calls one IP may send a minute. */
  otpRateLimitPerIpPerMinute: number;
  /** Wrong passwords in a row for one email from one IP before that pair waits an hour. */
  loginMaxConsecutiveFailures: number;
  /** Wrong passwords one IP may send a day, whatever the emails; then it waits an hour. */
  loginMaxDailyFailuresPerIp: number;
  /** When set, home-college status also needs the account's address at one of these domains. */
  homeCollegeEmailDomains: string[];
  /** Payment submissions one student may make a minute. */
  paymentSubmissionsPerMinute: number;
  /** How long a session read from the database is trusted in memory (0: read on every request). */
  sessionCacheMs: number;
  /** Anonymous placement-experience uploads one IP may make a day. */
  placementUploadsPerIpPerDay: number;
  /** Anonymous uploads waiting for review, at most; more are refused until staff catch up. */
  placementPendingMax: number;
  /** Folder with the built web app; absent in API-only tests. */
  webDist?: string;
  /** API processes sharing the port (WEB_CONCURRENCY); PostgreSQL only, SQLite runs one. */
  processes: number;
  /** glibc malloc arenas of the cluster's workers (MALLOC_ARENA_MAX; npm start sets it for one process). */
  mallocArenaMax: string;
  /** Log process.memoryUsage() every this many ms (MEMORY_LOG_MS; 0: never). */
  memoryLogMs: number;
};

export type TrustProxy = false | number | string[];

const isAddressOrRange = (a: string) => {
  const [ip, bits, ...rest] = a.split('/');
  return rest.length === 0 && net.isIP(ip!) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
};

/** '' or false → false; a number → hop count; addresses → list; anything else (true) → null. */
export function parseTrustProxy(v: string | undefined): TrustProxy | null {
  const s = (v ?? '').trim().toLowerCase();
  if (s === '' || s === 'false' || s === 'no' || s === '0') return false;
  if (/^\d{1,2}$/.test(s)) return Number(s);
  const list = s.split(',').map((a) => a.trim()).filter(Boolean);
  if (list.length > 0 && list.every(isAddressOrRange)) return list;
  return null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config['database'] =
    url && /^postgres(ql)?:\/\//.test(url)
      ? { kind: 'postgres', url, poolSize: e.DB_POOL_SIZE }
      : { kind: 'sqlite', file: url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : path.join(dataDir, 'site.db') };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    authRateLimitPerIpPerMinute: e.AUTH_RATE_LIMIT_PER_IP_PER_MINUTE,
    otpRateLimitPerIpPerMinute: e.OTP_RATE_LIMIT_PER_IP_PER_MINUTE,
    loginMaxConsecutiveFailures: e.LOGIN_MAX_CONSECUTIVE_FAILURES,
    loginMaxDailyFailuresPerIp: e.LOGIN_MAX_DAILY_FAILURES_PER_IP,
    homeCollegeEmailDomains: e.HOME_COLLEGE_EMAIL_DOMAINS,
    paymentSubmissionsPerMinute: e.PAYMENT_SUBMISSIONS_PER_MINUTE,
    sessionCacheMs: e.SESSION_CACHE_MS,
    placementUploadsPerIpPerDay: e.PLACEMENT_UPLOADS_PER_IP_PER_DAY,
    placementPendingMax: e.PLACEMENT_PENDING_MAX,
    webDist: e.WEB_DIST,
    processes: e.WEB_CONCURRENCY,
    mallocArenaMax: e.MALLOC_ARENA_MAX,
    memoryLogMs: e.MEMORY_LOG_MS,
  };
}
