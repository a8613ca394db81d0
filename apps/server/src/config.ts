import path from 'node:path';
import { z } from 'zod';
import { MEDIA_ENV, type MediaConfig, mediaConfig, mediaConfigProblems } from './media-config.ts';
import {
  MESSAGING_ENV,
  type MessagingConfig,
  messagingConfig,
  messagingConfigProblems,
} from './messaging-config.ts';
import { OVERLOAD_ENV, type OverloadConfig, overloadConfig } from './overload-config.ts';
import {
  positiveInt,
  RATE_LIMIT_ENV,
  type RateLimitConfig,
  rateLimitConfig,
} from './rate-limit-config.ts';
import { emailSetting, SELLER_ENV, type SellerConfig } from './seller-config.ts';

/** Razorpay's API; tests point `RAZORPAY_API_BASE` at a local fake. */
export const DEFAULT_RAZORPAY_API_BASE = 'https://api.razorpay.com/v1';

const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a port number')
  .transform(Number)
  .pipe(z.number().int().min(0).max(65_535));

// A lifetime like `12h`, `30m`, `7d`, or plain seconds.
const DURATION_UNITS_S = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
const duration = z
  .string()
  .regex(/^\d{1,7}[smhd]?$/, 'must be a duration such as 12h, 30m, 7d or a number of seconds')
  .transform((text) => {
    const unit = /[smhd]$/.test(text) ? (text.slice(-1) as keyof typeof DURATION_UNITS_S) : 's';
    return Number.parseInt(text, 10) * DURATION_UNITS_S[unit];
  });

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  // Unset: the address the shop listens on (listenOrigin), so links in mails reach this shop.
  PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: pretty lines on a terminal, JSON lines otherwise (http/logger.ts chooseLogFormat).
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SEED_DEMO_CATALOG: flag.default(true),
  CATALOG_CACHE_TTL_MS: positiveInt.default(60_000),
  // The owner's low-stock mail when a product's stock falls to this many units (decision 065).
  LOW_STOCK_THRESHOLD: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number of units (0 or more)')
    .transform(Number)
    .default(5),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // '' is meaningful here (gate off), so this one is read before empty variables are dropped.
  STORE_PASSWORD: z.string().max(200).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// connection string')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // After SIGTERM, how long the instance keeps serving with `Connection: close` before it closes
  // (http/drain.ts). 0: it closes at once, as a lone shop should.
  SHUTDOWN_DRAIN_MS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a number of milliseconds from 0 to 60000')
    .transform(Number)
    .pipe(z.number().int().max(60_000, 'must be at most 60000'))
    .default(0),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// connection string')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Skins <hello@skins.example>'),
  // Unset: the owner's order mails go to the oldest admin account (orders/owner-mail.ts).
  SHOP_ORDERS_EMAIL: emailSetting.optional(),
  TRUST_PROXY: flag.default(false),
  ...RATE_LIMIT_ENV,
  COD_ENABLED: flag.default(false),
  COD_MAX_ORDER_RUPEES: positiveInt.default(5000),
  ADMIN_EMAIL: emailSetting.optional(),
  // The same floor as `npm run admin:create` (ADMIN_PASSWORD_MIN_LENGTH in @skins/shared).
  ADMIN_PASSWORD: z
    .string()
    .min(10, 'must be at least 10 characters')
    .max(200, 'must be at most 200 characters')
    .optional(),
  ADMIN_TOKEN_TTL: duration
    .pipe(
      z
        .number()
        .int()
        .min(60, 'must be at least a minute')
        .max(30 * 86_400, 'must be at most 30 days'),
    )
    .default(12 * 3600),
  RAZORPAY_KEY_ID: z.string().trim().min(1).max(100).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).max(200).optional(),
  RAZORPAY_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(DEFAULT_RAZORPAY_API_BASE),
  // Days after delivery before the review request mail; 0: in the delivering change itself.
  REVIEW_REQUEST_DELAY_DAYS: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of days (0 or more)')
    .transform(Number)
    .default(7),
  REVIEWS_MODERATION: z.enum(['manual', 'auto']).default('manual'),
  // Days after delivery a shopper may still start a return from the order page.
  RETURN_WINDOW_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number of days')
    .transform(Number)
    .default(7),
  ...SELLER_ENV,
  ...OVERLOAD_ENV,
  ...MEDIA_ENV,
  ...MESSAGING_ENV,
});

/** The demo shop's password when STORE_PASSWORD is not set at all; `npm start` prints it. */
export const DEMO_STORE_PASSWORD = 'skins2026';

/**
 * The demo admin, created at the first start outside production when ADMIN_PASSWORD is not set;
 * `npm start` prints it, as it prints the store password.
 */
export const DEMO_ADMIN_EMAIL = 'admin@skins.local';
export const DEMO_ADMIN_PASSWORD = 'skins-admin-2026';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dir: string };
  dataDir: string;
  /**
   * The shop's address in absolute links (mails, sitemap, Open Graph, OpenAPI), without a
   * trailing slash: PUBLIC_URL, or else the address it listens on (`listenOrigin(host, port)`).
   */
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** LOG_FORMAT as set; undefined lets the terminal decide (http/logger.ts chooseLogFormat). */
  logFormat: 'json' | 'pretty' | undefined;
  seedDemoCatalog: boolean;
  catalogCacheTtlMs: number;
  /** LOW_STOCK_THRESHOLD: a product falling to this many units mails the owner once. */
  lowStockThreshold: number;
  /** The built SPA; absent when the web app has not been built (API-only). */
  webDistDir: string;
  /** The store password; null turns the gate off (STORE_PASSWORD set to ''). */
  storePassword: string | null;
  /**
   * Signs the unlock cookie, unsubscribe tokens and admin tokens. Unset: a random secret is
   * generated once and kept in DATA_DIR (see app-secret.ts), so restarts keep sessions.
   */
  appSecret: string | undefined;
  redisUrl: string | undefined;
  /** Unset: no /metrics. Set: /metrics answers a scraper sending it as a bearer token. */
  metricsToken: string | undefined;
  /** After SIGTERM: serve this long with `Connection: close`, then close (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /**
     * Where the owner's mails about orders go (a new order, a cancel request): SHOP_ORDERS_EMAIL,
     * or undefined for the oldest admin account's address, read when the mail is written.
     */
    ordersEmail: string | undefined;
  };
  rateLimits: RateLimitConfig;
  /** Cash on delivery (issue [8]): off by default; orders up to `maxOrderRupees` when on. */
  cod: { enabled: boolean; maxOrderRupees: number };
  /** Behind a load balancer: take the client's address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /** When to answer 503 at once rather than queue (OVERLOAD_*). */
  overload: OverloadConfig;
  payments: PaymentsConfig;
  /** The seller on tax invoices and credit notes (SHOP_LEGAL_NAME, SHOP_GSTIN, …). */
  seller: SellerConfig;
  /** Where uploaded images are stored: DATA_DIR/media/uploads, or a bucket (MEDIA_S3_*). */
  media: MediaConfig;
  /** WhatsApp and SMS (off until configured) and cart reminders (issue [16]). */
  messaging: MessagingConfig;
  /** Reviews from verified buyers (issue [15]). */
  reviews: {
    /** Days a delivered order waits for its review request (REVIEW_REQUEST_DELAY_DAYS). */
    requestDelayDays: number;
    /** `manual`: new reviews wait as Pending for the owner; `auto`: published at once. */
    moderation: 'manual' | 'auto';
  };
  /** Returns and replacements (issue [15]). */
  returns: {
    /** Days after delivery a return may be started (RETURN_WINDOW_DAYS). */
    windowDays: number;
  };
  admin: {
    /**
     * The account created at start while the admins table is empty (never overwriting one);
     * null in production without ADMIN_PASSWORD: `npm run admin:create` makes the first admin.
     */
    firstAdmin: { email: string; password: string; isDemo: boolean } | null;
    /** How long a sign-in lasts (ADMIN_TOKEN_TTL). */
    tokenTtlSeconds: number;
  };
}

/**
 * Real Razorpay when both keys are set; otherwise the in-process simulated gateway (API.md §
 * Payments, Modes). Without a webhook secret the webhook refuses every call (nothing can be
 * verified); the reconciler still records payments whose browser never came back.
 */
type PaymentsConfig =
  | {
      mode: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string | undefined;
      apiBase: string;
    }
  | { mode: 'simulated' };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// apps/server/src when run from source, apps/server/dist when compiled: the same depth.
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment; every problem is reported at once so one restart fixes them all. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools' env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse({ ...present, STORE_PASSWORD: env.STORE_PASSWORD });
  const problems: string[] = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if ('RAZORPAY_KEY_ID' in present !== 'RAZORPAY_KEY_SECRET' in present) {
    problems.push(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both for real payments, or neither for simulated ones',
    );
  }
  if (result.success && result.data.PORT === 0 && !result.data.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: set it when PORT is 0, since the port is only chosen at start and links in mails could not reach the shop',
    );
  }
  if (env.NODE_ENV === 'production' && 'ADMIN_EMAIL' in present && !('ADMIN_PASSWORD' in present)) {
    problems.push(
      'ADMIN_PASSWORD: set it with ADMIN_EMAIL to create the first admin, or unset ADMIN_EMAIL and run npm run admin:create',
    );
  }
  problems.push(...mediaConfigProblems(present), ...messagingConfigProblems(present));
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    dataDir,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/$/, '') : listenOrigin(e.HOST, e.PORT),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    seedDemoCatalog: e.SEED_DEMO_CATALOG,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    storePassword: storePassword(e.STORE_PASSWORD),
    appSecret: e.APP_SECRET,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, ordersEmail: e.SHOP_ORDERS_EMAIL },
    trustProxy: e.TRUST_PROXY,
    overload: overloadConfig(e),
    rateLimits: rateLimitConfig(e),
    cod: { enabled: e.COD_ENABLED, maxOrderRupees: e.COD_MAX_ORDER_RUPEES },
    payments:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            mode: 'razorpay',
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
          }
        : { mode: 'simulated' },
    seller: {
      legalName: e.SHOP_LEGAL_NAME,
      gstin: e.SHOP_GSTIN,
      address: e.SHOP_ADDRESS,
      state: e.SHOP_STATE,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      grievance: {
        name: e.SHOP_GRIEVANCE_NAME,
        email: e.SHOP_GRIEVANCE_EMAIL,
        phone: e.SHOP_GRIEVANCE_PHONE,
      },
    },
    media: mediaConfig(e),
    messaging: messagingConfig(e),
    reviews: { requestDelayDays: e.REVIEW_REQUEST_DELAY_DAYS, moderation: e.REVIEWS_MODERATION },
    returns: { windowDays: e.RETURN_WINDOW_DAYS },
    admin: {
      firstAdmin: firstAdmin(e.NODE_ENV, e.ADMIN_EMAIL, e.ADMIN_PASSWORD),
      tokenTtlSeconds: e.ADMIN_TOKEN_TTL,
    },
  };
}

/**
 * `http://HOST:PORT` as a browser on this machine opens it: an any-address host (`0.0.0.0`,
 * `::`) is not an address one can browse to, so it becomes `localhost`; an IPv6 address goes in
 * brackets. The default PUBLIC_URL and the start banner's address.
 */
export function listenOrigin(host: string, port: number): string {
  if (isAnyAddress(host)) return `http://localhost:${port}`;
  const bare = unbracketed(host);
  return `http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
}

/** `0.0.0.0` or `::` (in any spelling): listening on every interface of the machine. */
export function isAnyAddress(host: string): boolean {
  const bare = unbracketed(host);
  return bare === '0.0.0.0' || /^[0:]+$/.test(bare);
}

const unbracketed = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

function firstAdmin(
  env: Config['env'],
  email: string | undefined,
  password: string | undefined,
): Config['admin']['firstAdmin'] {
  if (password) return { email: email ?? DEMO_ADMIN_EMAIL, password, isDemo: false };
  // A production shop never gets an account whose password is in the README.
  if (env === 'production') return null;
  return { email: email ?? DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD, isDemo: true };
}

function storePassword(value: string | undefined): string | null {
  if (value === undefined) return DEMO_STORE_PASSWORD;
  return value === '' ? null : value;
}
