// Reads the server's settings from the environment (see the report / README for the list).
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { AppOptions } from './app';
import { parseSiteUrl } from './site-origin';

export interface ServerConfig {
  port: number;
  host: string;
  // The page reader's script is where the running server's own files are: main.ts names it.
  app: Omit<AppOptions, 'static' | 'pageReaderScript'>;
  /** Serve the built front end from this repository root (null: API only). */
  siteRoot: string | null;
  remotesJson?: string;
  /** The operations port (/healthz, /readyz, /metrics); absent: no such listener. */
  ops?: { port: number; host: string };
}

type Env = Record<string, string | undefined>;

/**
 * Relative paths (DATA_DIR, SITE_ROOT, REMOTES_JSON) are taken from where the command was typed: npm runs a
 * workspace script inside the workspace folder but keeps the caller's folder in INIT_CWD, so `npm start` at the
 * repository root uses ./data there.
 */
export function resolvePath(env: Env, path: string): string {
  return resolve(env.INIT_CWD || process.cwd(), path);
}

export function dataDirOf(env: Env): string {
  return resolvePath(env, env.DATA_DIR || './data');
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}".`);
}

function port(value: string | undefined, fallback: number, name = 'PORT'): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535)
    throw new Error(`${name} must be 0–65535, got "${value}".`);
  return number;
}

function positiveNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number ≥ 0, got "${value}".`);
  return number;
}

function diskSpace(env: Env): AppOptions['diskSpace'] {
  const percent = positiveNumber('DISK_LOW_PERCENT', env.DISK_LOW_PERCENT);
  if (percent !== undefined && percent > 100)
    throw new Error(`DISK_LOW_PERCENT must be 0–100, got "${env.DISK_LOW_PERCENT}".`);
  const megabytes = positiveNumber('DISK_LOW_MB', env.DISK_LOW_MB);
  return {
    ...(percent === undefined ? {} : { minFreeFraction: percent / 100 }),
    ...(megabytes === undefined ? {} : { minFreeBytes: megabytes * 1000 * 1000 }),
  };
}

/** The names proxy-addr (Fastify's trustProxy) knows for ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, address/prefix or range name as TRUST_PROXY lists them; checked here so the error names the setting. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

function trustProxy(value: string | undefined): AppOptions['trustProxy'] {
  if (value === undefined || value === '') return false;
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  const wrong = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !isProxyEntry(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be true, false or the proxies' addresses (10.0.0.5, 10.0.0.0/8, loopback), comma-separated; ` +
        `"${wrong[0]}" is none of them.`,
    );
  }
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!LOG_LEVELS.includes(value))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${value}".`);
  return value;
}

function secureCookies(value: string | undefined): AppOptions['secureCookies'] {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  return flag('COOKIE_SECURE', value, false);
}

/** `dev`: the API alone on :4000 for the front-end dev servers' proxy. */
export function readConfig(env: Env, options: { dev: boolean; repoRoot: string }): ServerConfig {
  const { dev, repoRoot } = options;
  return {
    port: port(env.PORT, dev ? 4000 : 8080),
    host: env.HOST || (dev ? 'localhost' : '0.0.0.0'),
    siteRoot:
      dev || !flag('SERVE_SITE', env.SERVE_SITE, true)
        ? null
        : env.SITE_ROOT
          ? resolvePath(env, env.SITE_ROOT)
          : repoRoot,
    ...(env.REMOTES_JSON ? { remotesJson: resolvePath(env, env.REMOTES_JSON) } : {}),
    // Private by default: the operations port answers /metrics without a token.
    ...(env.METRICS_PORT
      ? { ops: { port: port(env.METRICS_PORT, 0, 'METRICS_PORT'), host: env.METRICS_HOST || '127.0.0.1' } }
      : {}),
    app: {
      dataDir: dataDirOf(env),
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      logger: {
        level: logLevel(env.LOG_LEVEL),
        // `*.headers`: request headers show up under other names too (at trace level @fastify/multipart logs the
        // options it gives busboy, headers included).
        redact: ['*.headers.cookie', '*.headers.authorization', 'res.headers["set-cookie"]'],
      },
      ...(env.SITE_URL ? { siteUrl: parseSiteUrl(env.SITE_URL) } : {}),
      trustProxy: trustProxy(env.TRUST_PROXY),
      secureCookies: secureCookies(env.COOKIE_SECURE),
      remoteOrigins: (env.REMOTE_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      editor: {
        ...(env.EDITOR_USERNAME ? { username: env.EDITOR_USERNAME } : {}),
        ...(env.EDITOR_PASSWORD ? { password: env.EDITOR_PASSWORD } : {}),
      },
      seed: flag('SEED', env.SEED, true),
      diskSpace: diskSpace(env),
      ...(env.DATABASE_LOCK_WAIT_MS
        ? { lockWaitMs: positiveNumber('DATABASE_LOCK_WAIT_MS', env.DATABASE_LOCK_WAIT_MS) }
        : {}),
      ...(env.IMPORT_ALLOWED_HOSTS ? { importAllowedHosts: env.IMPORT_ALLOWED_HOSTS } : {}),
      ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    },
  };
}
