import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MARKET_FEEDS } from '@bitdata/contracts/constants';
import { INTERVALS } from '@bitdata/core/intervals';
import { z } from 'zod';
import { authProvidersOf } from './config.auth-providers';
import {
  evmAddress,
  knownList,
  optionalEmail,
  retentionList,
  rsaPrivateKeyPem,
  tronAddress,
} from './config.parsers';
import { QUEUE_NAMES, type QueueName } from './platform/jobs/job-definition';

const INTERVAL_CODES = INTERVALS.map((i) => i.code);

/**
 * The one configuration object. Parsed once from the environment at boot and frozen; nothing else
 * reads process.env. Every variable is listed with its default in .env.example.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * Which proxies may tell the client's address in X-Forwarded-For: off (the socket's peer is the
 * client), a hop count (that many proxies in front of us), or a list of proxy addresses/CIDRs.
 * Trusting every sender would let any client pick its own address and escape the per-address limits.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const text = v?.trim() ?? '';
    if (text === '' || ['false', 'off', 'no', '0'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const invalid = entries.filter((x) => !isProxyAddress(x));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected off, a hop count or a list of proxy addresses/CIDRs; not ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** `queue=n` pairs overriding the named job queues' concurrency, e.g. `statistics=1,mail=8`. */
const queueConcurrency = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const out: Partial<Record<QueueName, number>> = {};
    for (const entry of v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)) {
      const [name = '', n = ''] = entry.split('=').map((x) => x.trim());
      if (!(QUEUE_NAMES as string[]).includes(name) || !/^[1-9]\d{0,3}$/.test(n))
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}": expected queue=n with a queue of ${QUEUE_NAMES.join(', ')}`,
        });
      else out[name as QueueName] = Number(n);
    }
    return out;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** GET /metrics for Prometheus on this port of HOST, never on PORT; unset: no metrics endpoint. */
  METRICS_PORT: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(0).max(65535).optional()),
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: optionalString,
  SITE_NAME: z.string().min(1).default('BITDATA'),
  SERVICE_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('core'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  /**
   * SQLite: ms between WAL checkpoints run from a thread of their own (0: inside the commits that
   * cross SQLite's threshold, as SQLite does by default). Blank: the default, never 0.
   */
  SQLITE_CHECKPOINT_MS: optionalString
    .transform((v) => (v === undefined ? 1_000 : Number(v)))
    .pipe(z.number().int().min(0).max(3_600_000)),
  /** Worker threads for CPU-heavy jobs (statistics); default: one less than the CPUs, at least 1. */
  JOB_THREADS: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(64).optional()),
  JOB_CONCURRENCY: queueConcurrency,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  /** Published on the site and where contact-form messages go; unset = no public mailbox. */
  CONTACT_EMAIL: optionalEmail,
  API_ENCRYPT: bool(true),
  API_ZIP: bool(true),
  /** The fixed verification key/value pair every request carries. Not a secret. */
  API_VERIFY_KEY: z.string().min(1).default('verify'),
  API_VERIFY_VALUE: z.string().min(1).default('bitdata'),
  /** How far a request timestamp may be from the server clock before it counts as stale. */
  API_MAX_SKEW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  ADMIN_EMAIL: z.string().email().default('admin@localhost.localdomain'),
  ADMIN_PASSWORD: optionalString,
  JWT_SECRET: optionalString,
  /** Transport RSA private key (PEM or base64 of it); the public key is derived. Unset = DATA_DIR/secrets.json. */
  TRANSPORT_PRIVATE_KEY: rsaPrivateKeyPem,
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600),
  ROLE: z.enum(['all', 'api', 'worker', 'ingest']).default('all'),
  /**
   * On SIGTERM the instance drains (requests in flight, websockets, jobs, feed leases) and exits;
   * past this it exits anyway, so an orchestrator's own kill deadline is never the one that stops it.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * How long, after SIGTERM, readiness answers 503 while the instance still serves: the time a balancer
   * needs to stop routing to it (its readiness probe period). 0 when nothing probes readiness.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 * 1024),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Failed logins of one account from anywhere before only clean addresses may still try (policy: modules/auth/login-throttle.ts). */
  LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().positive().default(100),
  LOGIN_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  ANALYTICS_TAG: optionalString,
  /** The footer's outside channels; each is hidden on the site while unset. */
  LINK_ANDROID: optionalUrl,
  LINK_VIDEO: optionalUrl,
  LINK_FACEBOOK: optionalUrl,
  LINK_X: optionalUrl,
  LINK_TELEGRAM: optionalUrl,
  MARKET_SOURCE: z.enum(['auto', 'live', 'replay']).default('auto'),
  REPLAY_SPEED: z.coerce.number().positive().default(60),
  MARKET_TOP_N: z.coerce.number().int().positive().default(100),
  /** Feeds to run, by key: binance-spot, binance-future, okx-spot, okx-future. */
  MARKET_EXCHANGES: knownList(
    MARKET_FEEDS.map((f) => f.key),
    'feed',
    'binance-spot,binance-future,okx-spot,okx-future',
  ),
  /** Intervals the live feed tracks (of 3m,5m,15m,1h,4h,1d,1w). */
  MARKET_INTERVALS: knownList(INTERVAL_CODES, 'interval', '3m,5m,15m,1h,4h,1d,1w'),
  /** Closed candles held in memory per market and interval (screening window). */
  MARKET_MEMORY_CANDLES: z.coerce.number().int().min(50).max(100_000).default(1000),
  /** Candles fetched for a series that has no history yet. */
  MARKET_BACKFILL_CANDLES: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** SQL retention per interval in days (0 = keep forever), counted back from each series' newest candle. */
  MARKET_RETENTION_DAYS: retentionList(INTERVAL_CODES, '3m=30,5m=60,15m=180,1h=1095,4h=0,1d=0,1w=0'),
  /** Days the screener keeps what each screened candle matched (0 = forever); notifications keep theirs. */
  SCREENING_HISTORY_DAYS: z.coerce.number().int().min(0).default(30),
  /**
   * Markets of a close the screener evaluates together as their events arrive, before the close's last
   * event (0: all at the close). A market's answer depends on its own series only.
   */
  SCREENING_ARRIVAL_BLOCK: optionalString
    .transform((v) => (v === undefined ? 64 : Number(v)))
    .pipe(z.number().int().min(0).max(100_000)),
  /** Seed the bundled real history at start (auto and replay sources). */
  MARKET_SEED: bool(true),
  /** Market time replayed by MARKET_SOURCE=replay: the bundle's last hours, every series on one clock. */
  REPLAY_WINDOW_HOURS: z.coerce.number().positive().default(48),
  /** An ingest instance owns a feed for this long after each renewal (a crashed owner's feeds move after it). */
  MARKET_LEASE_TTL_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often an ingest instance renews its feed leases and tries to take free ones. */
  MARKET_LEASE_RENEW_MS: z.coerce.number().int().min(100).default(10_000),
  /** Closed-candle events held in memory per consumer; beyond, they are read back from SQL in order. */
  MARKET_EVENT_QUEUE: z.coerce.number().int().min(100).default(10_000),
  WEB_DIST_DIR: optionalString,
  /** Web Push VAPID key pair (base64url); unset = generated at the first start into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes (mailto: or https:); default mailto: the admin. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /** Telegram notifications; unset = the channel is hidden. */
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  /** Webhooks and push endpoints may reach private/loopback/link-local addresses and plain http (intranet, tests). */
  NOTIFY_ALLOW_PRIVATE_URLS: bool(false),
  NOTIFY_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Payments: a network is offered only when its settings are complete (RPC/API and our address). */
  CHAIN_BSC_RPC_URL: optionalUrl,
  CHAIN_BSC_ID: z.coerce.number().int().positive().default(56),
  PAY_TO_BSC: evmAddress,
  USDT_BSC: evmAddress.transform((v) => v ?? '0x55d398326f99059fF775485246999027B3197955'),
  CONFIRMATIONS_BSC: z.coerce.number().int().min(1).max(1000).default(15),
  CHAIN_ETHEREUM_RPC_URL: optionalUrl,
  CHAIN_ETHEREUM_ID: z.coerce.number().int().positive().default(1),
  PAY_TO_ETHEREUM: evmAddress,
  USDT_ETHEREUM: evmAddress.transform((v) => v ?? '0xdAC17F958D2ee523a2206206994597C13D831ec7'),
  CONFIRMATIONS_ETHEREUM: z.coerce.number().int().min(1).max(1000).default(12),
  TRON_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.trongrid.io'),
  /** TronGrid's API key (header TRON-PRO-API-KEY); without it TronGrid answers at a low rate. */
  TRON_API_KEY: optionalString,
  PAY_TO_TRON: tronAddress,
  USDT_TRON: tronAddress.transform((v) => v ?? 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
  BINANCE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.binance.com'),
  BINANCE_API_KEY: optionalString,
  BINANCE_API_SECRET: optionalString,
  /** Our Binance ID (Pay ID) members send internal transfers to; shown on the payment screen. */
  PAY_TO_BINANCE: optionalString,
  /** Tax added to every plan price, as a decimal fraction ("0.1" = 10 %). */
  PAY_TAX_RATE: z
    .string()
    .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, 'a decimal fraction from 0 to 1')
    .default('0'),
  /** How often payments being checked are verified again, and the watcher looks for transfers. */
  PAY_CHECK_INTERVAL_MS: z.coerce.number().int().min(500).default(10_000),
  /** How long an invoice's exact amount is open, then how long late transfers are still found (to review). */
  PAY_INVOICE_MINUTES: z.coerce.number().int().min(1).default(60),
  PAY_LATE_WATCH_HOURS: z.coerce.number().int().min(0).default(24),
  /** Attachments: where the local store keeps files (default DATA_DIR/files), and the largest file. */
  FILES_DIR: optionalString,
  FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  /** Uploads one user may start per minute (every attempt counts, refused ones too). */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Sign-in with outside providers: each is offered only when its client is configured. */
  AUTH_GOOGLE_CLIENT_ID: optionalString,
  AUTH_GOOGLE_CLIENT_SECRET: optionalString,
  AUTH_FACEBOOK_CLIENT_ID: optionalString,
  AUTH_FACEBOOK_CLIENT_SECRET: optionalString,
  AUTH_X_CLIENT_ID: optionalString,
  AUTH_X_CLIENT_SECRET: optionalString,
  /** An OpenID Connect provider (Keycloak, Authentik, Auth0, ...) by its issuer URL (discovery). */
  AUTH_OIDC_ISSUER: optionalUrl,
  AUTH_OIDC_CLIENT_ID: optionalString,
  AUTH_OIDC_CLIENT_SECRET: optionalString,
  /** The OpenID Connect provider's button label. */
  AUTH_OIDC_NAME: optionalString,
});

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    /** Fastify's trustProxy: which X-Forwarded-* senders to believe (request.ip, request.protocol). */
    trustProxy: e.TRUST_PROXY,
    publicUrl,
    siteName: e.SITE_NAME,
    servicePrefix: e.SERVICE_PREFIX,
    /** Every API route lives under this prefix, e.g. /api/core. */
    apiPrefix: `/api/${e.SERVICE_PREFIX}`,
    dataDir,
    /** PEM of the transport private key when given (several instances without a shared DATA_DIR). */
    transportPrivateKeyPem: e.TRANSPORT_PRIVATE_KEY,
    databaseUrl: e.DATABASE_URL,
    sqliteCheckpointMs: e.SQLITE_CHECKPOINT_MS,
    redisUrl: e.REDIS_URL,
    jobs: Object.freeze({
      threads: e.JOB_THREADS ?? Math.max(1, os.availableParallelism() - 1),
      concurrency: Object.freeze(e.JOB_CONCURRENCY),
    }),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@localhost>`,
    /**
     * Never the administrator's address: it is published, and publishing the login name of the most
     * valuable account invites guessing at it.
     */
    contactEmail: e.CONTACT_EMAIL,
    transport: Object.freeze({
      encrypt: e.API_ENCRYPT,
      zip: e.API_ZIP,
      verifyKey: e.API_VERIFY_KEY,
      verifyValue: e.API_VERIFY_VALUE,
      maxSkewMs: e.API_MAX_SKEW_MS,
    }),
    captcha: Object.freeze({
      provider: e.CAPTCHA_PROVIDER,
      recaptchaSecret: e.RECAPTCHA_SECRET,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      recaptchaMinScore: e.RECAPTCHA_MIN_SCORE,
    }),
    admin: Object.freeze({ email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }),
    auth: Object.freeze({
      jwtSecret: e.JWT_SECRET,
      jwtTtlSeconds: e.JWT_TTL_SECONDS,
      loginRateLimit: e.LOGIN_RATE_LIMIT,
      loginAccountLimit: e.LOGIN_ACCOUNT_LIMIT,
      loginRateWindowMs: e.LOGIN_RATE_WINDOW_MS,
      /** Outside sign-in providers (modules/auth/oauth); unset ones are not offered. */
      providers: authProvidersOf(e),
    }),
    role: e.ROLE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    analyticsTag: e.ANALYTICS_TAG,
    links: Object.freeze({
      android: e.LINK_ANDROID,
      video: e.LINK_VIDEO,
      facebook: e.LINK_FACEBOOK,
      x: e.LINK_X,
      telegram: e.LINK_TELEGRAM,
    }),
    market: Object.freeze({
      source: e.MARKET_SOURCE,
      replaySpeed: e.REPLAY_SPEED,
      replayWindowMs: e.REPLAY_WINDOW_HOURS * 3_600_000,
      topN: e.MARKET_TOP_N,
      exchanges: e.MARKET_EXCHANGES,
      intervals: e.MARKET_INTERVALS,
      memoryCandles: e.MARKET_MEMORY_CANDLES,
      backfillCandles: e.MARKET_BACKFILL_CANDLES,
      retentionDays: e.MARKET_RETENTION_DAYS,
      screeningHistoryDays: e.SCREENING_HISTORY_DAYS,
      screeningArrivalBlock: e.SCREENING_ARRIVAL_BLOCK,
      seed: e.MARKET_SEED,
      leaseTtlMs: e.MARKET_LEASE_TTL_MS,
      leaseRenewMs: Math.min(e.MARKET_LEASE_RENEW_MS, Math.floor(e.MARKET_LEASE_TTL_MS / 2)),
      eventQueue: e.MARKET_EVENT_QUEUE,
    }),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    /** Attachments: the local file store's folder, the upload size limit, uploads per user per minute. */
    files: Object.freeze({
      dir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
      maxBytes: e.FILE_MAX_BYTES,
      uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    }),
    webPush: Object.freeze({
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.toLowerCase()}`,
    }),
    telegram: Object.freeze({
      botToken: e.TELEGRAM_BOT_TOKEN,
      apiUrl: e.TELEGRAM_API_URL.replace(/\/$/, ''),
    }),
    /** Requests to member-chosen addresses (webhooks, push endpoints): see platform/http/outbound.ts. */
    outbound: Object.freeze({
      allowPrivate: e.NOTIFY_ALLOW_PRIVATE_URLS,
      timeoutMs: e.NOTIFY_HTTP_TIMEOUT_MS,
    }),
    /** Payments: per network settings; modules/payments/networks.ts tells which are complete. */
    payments: Object.freeze({
      bsc: Object.freeze({
        rpcUrl: e.CHAIN_BSC_RPC_URL,
        chainId: e.CHAIN_BSC_ID,
        payTo: e.PAY_TO_BSC,
        token: e.USDT_BSC,
        confirmations: e.CONFIRMATIONS_BSC,
      }),
      ethereum: Object.freeze({
        rpcUrl: e.CHAIN_ETHEREUM_RPC_URL,
        chainId: e.CHAIN_ETHEREUM_ID,
        payTo: e.PAY_TO_ETHEREUM,
        token: e.USDT_ETHEREUM,
        confirmations: e.CONFIRMATIONS_ETHEREUM,
      }),
      tron: Object.freeze({
        apiUrl: e.TRON_API_URL.replace(/\/$/, ''),
        apiKey: e.TRON_API_KEY,
        payTo: e.PAY_TO_TRON,
        token: e.USDT_TRON,
      }),
      binance: Object.freeze({
        apiUrl: e.BINANCE_API_URL.replace(/\/$/, ''),
        apiKey: e.BINANCE_API_KEY,
        apiSecret: e.BINANCE_API_SECRET,
        payTo: e.PAY_TO_BINANCE,
      }),
      taxRate: e.PAY_TAX_RATE,
      checkIntervalMs: e.PAY_CHECK_INTERVAL_MS,
      invoiceMs: e.PAY_INVOICE_MINUTES * 60_000,
      lateWatchMs: e.PAY_LATE_WATCH_HOURS * 3_600_000,
    }),
  });
}

export type AppConfig = ReturnType<typeof loadConfig>;
