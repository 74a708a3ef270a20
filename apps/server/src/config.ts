import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An IP address or CIDR range (IPv4 or IPv6), or one of proxy-addr's named ranges.
const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?)$/;

/**
 * TRUST_PROXY: whose X-Forwarded-For is believed. `false` (clients connect directly), or the reverse proxies'
 * addresses (comma-separated IPs or CIDR ranges, or `loopback`): the client address is then the first one, from
 * the right, that is not a trusted proxy. Plain `true` is refused: it would believe whatever a client writes into
 * the header, which chooses the address of rate limits and of the admin logs. A hop count is refused too:
 * Fastify trusts nothing by count alone, because a count cannot tell the proxy from a client connecting directly.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === 'false' || v === '0') return false as const;
    const list = v.split(',').map((a) => a.trim());
    if (v !== 'true' && list.every((a) => proxyAddress.test(a))) return list.join(',');
    ctx.addIssue({
      code: 'custom',
      message: "must be false or the reverse proxy's addresses (IP or CIDR, comma-separated), e.g. 127.0.0.1",
    });
    return z.NEVER;
  })
  .default(false);

const isoInstant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO 8601 date-time');

/** Every environment variable the server reads; documented one by one in .env.example. */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number from 1 to 65535' })
    .int('must be a port number from 1 to 65535')
    .min(1, 'must be a port number from 1 to 65535')
    .max(65535, 'must be a port number from 1 to 65535')
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  EVIDENCE_ANCHOR_FILE: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_MASTER_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: trustProxy,
  POPUP_FROM: isoInstant.default('2025-09-29T17:00:00+09:00'),
  POPUP_UNTIL: isoInstant.default('2025-10-13T07:00:00+09:00'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(true),
  WEB_DIST_DIR: z.string().optional(),
  WEB_DEV_RELOAD: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('사이버감사실 <no-reply@localhost>'),
  MAIL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  MAIL_TEMPLATE_DIR: z.string().optional(),
  PUBLIC_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be like https://audit.example.com (no path)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REPORT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 31 to 36500' })
    .int('must be a whole number of days from 31 to 36500')
    .min(31, 'must be a whole number of days from 31 to 36500')
    .max(36500, 'must be a whole number of days from 31 to 36500')
    .default(1095),
  BACKUP_PASSPHRASE: z.string().min(12, 'must be at least 12 characters').optional(),
  NEW_APP_MASTER_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Where the evidence chains' heads are anchored, outside the database (features/evidence/chain-anchors.ts). */
  evidenceAnchorFile: string;
  databaseUrl: string | undefined;
  masterKey: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Fastify's trustProxy: false, or the reverse proxies' addresses (comma-separated). */
  trustProxy: false | string;
  popup: { from: string; until: string };
  seedDemoData: boolean;
  webDistDir: string | undefined;
  /** `npm run dev`: the web build is rebuilt while the server runs, so its files are looked up on each request. */
  webDevReload: boolean;
  /** Outgoing mail; null when SMTP_URL is unset (then nothing is queued or sent). */
  mail: {
    smtpUrl: string;
    from: string;
    intervalSeconds: number;
    /** Mail templates that replace the shipped ones of the same file name (features/mail/templates). */
    templateDir?: string | undefined;
  } | null;
  /** The site's public address, for links in mails. */
  publicBaseUrl: string | undefined;
  /** Per client address: sign-ins a minute, reports an hour, reporters' comments an hour. */
  rateLimits: { signinsPerMinute: number; reportsPerHour: number; commentsPerHour: number };
  /** Redis that shares the rate-limit counts of several instances; undefined: each process counts its own. */
  redisUrl: string | undefined;
  /** Bearer token of GET /metrics; undefined: no /metrics at all. */
  metricsToken: string | undefined;
  /** Completed reports are deleted this many days after completion (with identity, attachments and comments). */
  reportRetentionDays: number;
  /** Backups (npm run backup/restore) are encrypted with a key derived from this instead of the master key. */
  backupPassphrase: string | undefined;
  /** The key npm run rotate-key rotates to when the master key comes from APP_MASTER_KEY. */
  newMasterKey: string | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment once at boot. Throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    evidenceAnchorFile: path.resolve(
      e.EVIDENCE_ANCHOR_FILE ?? path.join(e.DATA_DIR, 'evidence-anchors.jsonl'),
    ),
    databaseUrl: e.DATABASE_URL,
    masterKey: e.APP_MASTER_KEY,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    popup: { from: new Date(e.POPUP_FROM).toISOString(), until: new Date(e.POPUP_UNTIL).toISOString() },
    seedDemoData: e.SEED_DEMO_DATA,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    webDevReload: e.WEB_DEV_RELOAD,
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM,
          intervalSeconds: e.MAIL_INTERVAL_SECONDS,
          templateDir: e.MAIL_TEMPLATE_DIR ? path.resolve(e.MAIL_TEMPLATE_DIR) : undefined,
        }
      : null,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    rateLimits: {
      signinsPerMinute: e.SIGNIN_RATE_LIMIT,
      reportsPerHour: e.REPORT_RATE_LIMIT,
      commentsPerHour: e.COMMENT_RATE_LIMIT,
    },
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    reportRetentionDays: e.REPORT_RETENTION_DAYS,
    backupPassphrase: e.BACKUP_PASSPHRASE,
    newMasterKey: e.NEW_APP_MASTER_KEY,
  };
}
