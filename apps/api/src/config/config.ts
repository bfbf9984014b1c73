import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@trailside/domain/api/image-types';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const wholeNumber = () => z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** log2 of scrypt's N for new password hashes: 2^15 needs 32 MiB and about 0.1 s a hash; production never goes lower. */
const DEFAULT_PASSWORD_HASH_COST = 15;

const TRUST_PROXY_FORMAT =
  'must be how many proxies stand in front of the API (e.g. 1), or their addresses, comma-separated (e.g. 10.0.0.5, 10.0.0.0/8, loopback)';

/** Every setting the API reads, each with a default that works on a laptop (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber().min(0, 'must be 0 to 65535').max(65535, 'must be 0 to 65535').default(3000),
  // The address to listen on: unset, every address of the machine; 127.0.0.1 behind a proxy on the same machine.
  HOST: optional.pipe(z.union([z.ipv4(), z.ipv6()], { error: 'must be an IP address of this machine, such as 127.0.0.1' }).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optional.pipe(
    z
      .url('must look like postgres://user:password@host:5432/trailside')
      .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL address starting postgres:// (unset it to use SQLite in DATA_DIR)')
      .optional(),
  ),
  JWT_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN_HOURS: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(24 * 7),
  PUBLIC_URL: optional.pipe(z.url('must be a full URL such as https://school.example').optional()),
  SMTP_URL: optional.pipe(z.url('must look like smtp://user:password@host:587').optional()),
  MAIL_FROM: z.string().trim().min(3).default('Trailside Montessori K-8 <hello@trailside-montessori.example>'),
  // A mail the server could not send waits in the outbox: first retry after MAIL_RETRY_SECONDS, then twice as long each time, up to the max.
  MAIL_RETRY_SECONDS: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(60),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(3600),
  // The most mails sent a minute, all instances together, so the school's mail provider never takes it for a spammer.
  MAIL_RATE_PER_MINUTE: wholeNumber().positive('must be above 0').default(60),
  // How long the mail server may keep a try waiting (to connect, to greet, between replies) before it counts as failed.
  MAIL_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(20),
  // How often the API looks for mail due by the clock: the weekly letter, a notice's start, the staff's "items waiting".
  MAIL_CHECK_SECONDS: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').max(60, 'must be at most 60 (a notice is mailed within a minute of its start)').default(30),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@trailside-montessori.example'),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SITE_DIR: optional,
  // Comma-separated origins whose pages may call the API from a browser (CORS); see corsOriginsOf.
  CORS_ORIGINS: optional,
  // Per picture, enforced by the web server (multer). The spec's 500,000,000 bytes is the picker's limit in the browser.
  MAX_UPLOAD_BYTES: wholeNumber().positive('must be above 0').default(MAX_UPLOAD_BYTES),
  // log2 of scrypt's N for new password hashes: 15 (32 MiB, about 0.1 s); tests lower it to go faster.
  PASSWORD_HASH_COST: wholeNumber().min(10, 'must be 10 to 20').max(20, 'must be 10 to 20').default(DEFAULT_PASSWORD_HASH_COST),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber().positive('must be above 0').default(30),
  ENQUIRY_RATE_LIMIT_PER_HOUR: wholeNumber().positive('must be above 0').default(20),
  CAPTCHA_HMAC_KEY: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // The reverse proxies in front of the API, whose X-Forwarded-For names the visitor (see trustProxyOf).
  TRUST_PROXY: optional.pipe(z.string().refine((value) => trustProxyOf(value) !== undefined, TRUST_PROXY_FORMAT).optional()),
  // After SIGTERM: how long requests in progress may take to finish before their connections are closed.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(10),
  SAMPLE_CONTENT: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  // Where the sample content's pictures, once drawn, are kept for the next new install on this machine.
  SAMPLE_PICTURES_DIR: optional,
  // Where uploaded pictures are kept: DATA_DIR/uploads, or an S3-compatible bucket (needed with several instances).
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional.pipe(z.url('must be a full URL such as https://s3.example.com').optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional.pipe(z.url('must be a full URL such as https://pictures.school.example').optional()),
});

/** Pictures in DATA_DIR/uploads, served by the API on /uploads. */
export interface LocalStorageConfig {
  driver: 'local';
}

/** Pictures in an S3-compatible bucket, served from `publicUrl` (the bucket's address, or a CDN in front of it). */
export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** Unset: Amazon S3 itself. Set (MinIO, Ceph, R2, ...): addressed by path, endpoint/bucket/key. */
  endpoint: string | undefined;
  /** Unset: the SDK's usual sources (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  publicUrl: string;
}

export interface Config {
  production: boolean;
  port: number;
  /** The address the server listens on (HOST); undefined: every address. */
  host: string | undefined;
  dataDir: string;
  /** The SQLite database, used when no databaseUrl is set. */
  databaseFile: string;
  /** A PostgreSQL server's address (DATABASE_URL); unset means SQLite in databaseFile. */
  databaseUrl: string | undefined;
  uploadsDir: string;
  outboxDir: string;
  tmpDir: string;
  siteDir: string;
  publicUrl: string;
  /** Origins a browser may call the API from: the site's own, the packaged staff console's, and CORS_ORIGINS. */
  corsOrigins: string[];
  jwt: { secret: string; expiresInSeconds: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The outbox's retries: the first after `firstSeconds` (also how often it looks), doubling up to `maxSeconds`. */
  mailRetry: { firstSeconds: number; maxSeconds: number };
  /** Mails a minute, all instances together (MAIL_RATE_PER_MINUTE). */
  mailRatePerMinute: number;
  /** How long the mail server may keep a try waiting, in ms (MAIL_TIMEOUT_SECONDS). */
  mailTimeoutMs: number;
  /** How often mail due by the clock is looked for (MAIL_CHECK_SECONDS), in ms. */
  mailCheckMs: number;
  admin: { email: string; password: string | undefined };
  maxUploadBytes: number;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  authRateLimitPerMinute: number;
  /** Enquiries (contact and FAQ forms) one computer may send an hour. */
  enquiryRateLimitPerHour: number;
  /** Signs the FAQ form's captcha challenges, so only challenges this server made can be solved. */
  captchaHmacKey: string;
  /** Fill an empty database with the school's sample teachers, posts, pictures and events on first start. */
  sampleContent: boolean;
  /**
   * Where the sample content's pictures are kept once drawn and encoded, so the next new install on this machine (a
   * test suite's, a bench's) copies them instead of drawing them again: SAMPLE_PICTURES_DIR, else the user's cache
   * folder (XDG_CACHE_HOME, or ~/.cache).
   */
  samplePicturesDir: string;
  /** Express's `trust proxy`: false (the default: the connection's address is the visitor's), a hop count or addresses. */
  trustProxy: TrustProxy;
  /** After SIGTERM, how long requests in progress may take before their connections are closed. */
  shutdownTimeoutMs: number;
  storage: LocalStorageConfig | S3StorageConfig;
}

export class ConfigError extends Error {}

/** Reads the environment once; lists every bad key together, so one restart fixes them all. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(env));
  if (env.NODE_ENV === 'production' && parsed.success && parsed.data.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    problems.push(`PASSWORD_HASH_COST: must be at least ${DEFAULT_PASSWORD_HASH_COST} when NODE_ENV=production`);
  }
  problems.push(...storageProblems(env));
  if (!parsed.success || problems.length) {
    throw new ConfigError(`The API's settings need attention:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  // The data folder holds the database (password hashes), the outbox (live reset links) and the secrets: only
  // the API's own user may read it, whatever the umask. An existing folder keeps the mode it was given.
  for (const dir of ['uploads', 'outbox', 'tmp']) mkdirSync(join(dataDir, dir), { recursive: true, mode: PRIVATE_FOLDER });
  const databaseFile = join(dataDir, 'school.sqlite');
  // SQLite gives its -wal and -shm files the database's own mode, so one file made private keeps all three so.
  if (!e.DATABASE_URL && !existsSync(databaseFile)) closeSync(openSync(databaseFile, 'a', PRIVATE_FILE));
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile,
    databaseUrl: e.DATABASE_URL,
    uploadsDir: join(dataDir, 'uploads'),
    outboxDir: join(dataDir, 'outbox'),
    tmpDir: join(dataDir, 'tmp'),
    siteDir: e.SITE_DIR ? resolve(e.SITE_DIR) : resolve(__dirname, '../../../site/dist'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: corsOriginsOf(e.CORS_ORIGINS, new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin, e.NODE_ENV),
    jwt: { secret: e.JWT_SECRET ?? keptSecret(dataDir, 'jwt-secret'), expiresInSeconds: Math.round(e.JWT_EXPIRES_IN_HOURS * 3600) },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetry: { firstSeconds: e.MAIL_RETRY_SECONDS, maxSeconds: Math.max(e.MAIL_RETRY_SECONDS, e.MAIL_RETRY_MAX_SECONDS) },
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    mailTimeoutMs: Math.round(e.MAIL_TIMEOUT_SECONDS * 1000),
    mailCheckMs: Math.round(e.MAIL_CHECK_SECONDS * 1000),
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    passwordHashCost: e.PASSWORD_HASH_COST,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    enquiryRateLimitPerHour: e.ENQUIRY_RATE_LIMIT_PER_HOUR,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? keptSecret(dataDir, 'captcha-hmac-key'),
    sampleContent: e.SAMPLE_CONTENT === 'true',
    samplePicturesDir: e.SAMPLE_PICTURES_DIR ? resolve(e.SAMPLE_PICTURES_DIR) : join(env.XDG_CACHE_HOME?.trim() || join(homedir(), '.cache'), 'trailside-montessori', 'sample-pictures'),
    trustProxy: e.TRUST_PROXY ? (trustProxyOf(e.TRUST_PROXY) as TrustProxy) : false,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    storage: storageOf(e),
  };
}

/**
 * The packaged staff console loads its pages from file://, and Chromium sends such a page's requests with
 * `Origin: null`. Opening CORS to it lends nothing: the API uses bearer tokens, never cookies, so a page
 * that is not the console has no token to act with.
 */
export const STAFF_CONSOLE_ORIGIN = 'null';
/** The console's renderer under `npm run desktop` (electron-vite's dev server): allowed outside production. */
export const STAFF_CONSOLE_DEV_ORIGIN = 'http://localhost:5173';

/** CORS_ORIGINS replaces the default list (the site's own origin and the console's); "*" opens the API to every origin. */
function corsOriginsOf(setting: string | undefined, siteOrigin: string, nodeEnv: string): string[] {
  if (!setting) return [siteOrigin, STAFF_CONSOLE_ORIGIN, ...(nodeEnv === 'production' ? [] : [STAFF_CONSOLE_DEV_ORIGIN])];
  return setting
    .split(',')
    // "https://a.example/" is the origin https://a.example; "file://" (a file page's origin, where Chromium treats
    // file pages as one origin) has no host to end it, and stays whole.
    .map((origin) => origin.trim().replace(/([^/])\/$/, '$1'))
    .filter(Boolean);
}

export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: "false" or "0" for none, a hop count, or addresses, subnets and
 * proxy-addr's names. Never "true" (trust whatever X-Forwarded-For says): anyone could then pick the address the
 * rate limits count. Undefined when it is none of these.
 */
function trustProxyOf(setting: string): TrustProxy | undefined {
  if (setting === 'false' || setting === '0') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  const entries = setting.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    return PROXY_NAMES.includes(entry) || (version !== 0 && bitsOk && rest.length === 0);
  };
  return entries.length && entries.every(valid) ? entries : undefined;
}

/** Secrets nobody should run a school's site with, seen too often to be guessed last. */
const COMMON_PASSWORDS = new Set(['password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwertyuiop', 'iloveyou', 'admin123', 'administrator', 'letmein1', 'changeme', 'welcome1', 'trailside']);

/** Fewer different characters than this in JWT_SECRET is no secret (a repeated character, a short pattern). */
const MIN_SECRET_CHARACTERS = 10;

/** What production needs beyond the defaults that serve a laptop: a real address and secrets nobody can guess. */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const secret = env.JWT_SECRET?.trim();
  if (!secret) problems.push('JWT_SECRET: is required when NODE_ENV=production');
  else if (new Set(secret).size < MIN_SECRET_CHARACTERS) {
    problems.push('JWT_SECRET: looks guessable (too few different characters); use a random one, e.g. from `openssl rand -base64 48`');
  }
  if (!env.PUBLIC_URL?.trim()) {
    problems.push("PUBLIC_URL: is required when NODE_ENV=production (the site's address in reset links and feeds, e.g. https://school.example)");
  }
  const adminPassword = env.ADMIN_PASSWORD?.trim().toLowerCase();
  if (adminPassword && (COMMON_PASSWORDS.has(adminPassword) || new Set(adminPassword).size < 4)) {
    problems.push('ADMIN_PASSWORD: is one of the first passwords anyone would guess; choose another (or leave it unset for a random one)');
  }
  return problems;
}

/** The S3 settings that only matter together, read from the raw environment so they are listed with the rest. */
function storageProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.STORAGE_DRIVER?.trim() !== 's3') return [];
  const set = (key: string) => Boolean(env[key]?.trim());
  const problems: string[] = [];
  if (!set('S3_BUCKET')) problems.push('S3_BUCKET: is required when STORAGE_DRIVER=s3');
  if (!set('S3_PUBLIC_URL')) problems.push('S3_PUBLIC_URL: is required when STORAGE_DRIVER=s3 (the address pictures are read from)');
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY')) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the machine role');
  }
  return problems;
}

function storageOf(e: z.infer<typeof envSchema>): Config['storage'] {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  return {
    driver: 's3',
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    publicUrl: (e.S3_PUBLIC_URL as string).replace(/\/$/, ''),
  };
}

/**
 * Without JWT_SECRET (development only) or CAPTCHA_HMAC_KEY, one random secret is made and kept in DATA_DIR,
 * so sign-ins and captcha challenges survive restarts.
 */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE });
  return secret;
}

export const CONFIG = Symbol('CONFIG');

/** Modes of what the API creates in DATA_DIR: its own user only (0700 folders, 0600 files). */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;
