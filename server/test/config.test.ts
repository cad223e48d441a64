// Environment → settings (src/config.ts).
import { readConfig } from '../src/config';

const repoRoot = '/srv/recipes';

describe('readConfig', () => {
  it('production defaults: port 8080 on all interfaces, ./data where the command was typed, the built site, seeding', () => {
    const config = readConfig({ INIT_CWD: '/home/me/recipes' }, { dev: false, repoRoot });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', siteRoot: repoRoot });
    expect(config.app).toMatchObject({
      dataDir: '/home/me/recipes/data',
      seed: true,
      secureCookies: 'auto',
      trustProxy: false,
      remoteOrigins: [],
      editor: {},
    });
    expect(config.app.databaseUrl).toBeUndefined();
  });

  it('dev: the API alone on localhost:4000', () => {
    const config = readConfig({}, { dev: true, repoRoot });
    expect(config).toMatchObject({ port: 4000, host: 'localhost', siteRoot: null });
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        INIT_CWD: '/work',
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/recipes',
        DATABASE_URL: 'postgres://u:p@db/recipes',
        EDITOR_USERNAME: 'chef',
        EDITOR_PASSWORD: 'secret-pass',
        TRUST_PROXY: 'true',
        COOKIE_SECURE: 'true',
        REMOTE_ORIGINS: 'https://cdn.example.com, https://static.example.org',
        SERVE_SITE: 'false',
        SEED: 'no',
        LOG_LEVEL: 'warn',
        SITE_URL: 'https://recipes.example.com/',
        IMPORT_ALLOWED_HOSTS: 'wiki.internal,127.0.0.1:8081',
      },
      { dev: false, repoRoot },
    );
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', siteRoot: null });
    expect(config.app).toMatchObject({
      dataDir: '/work/var/recipes',
      databaseUrl: 'postgres://u:p@db/recipes',
      editor: { username: 'chef', password: 'secret-pass' },
      trustProxy: true,
      secureCookies: true,
      remoteOrigins: ['https://cdn.example.com', 'https://static.example.org'],
      seed: false,
      logger: { level: 'warn' },
      siteUrl: 'https://recipes.example.com',
      importAllowedHosts: 'wiki.internal,127.0.0.1:8081',
    });
  });

  it('refuses nonsense with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty' }, { dev: false, repoRoot })).toThrow(/PORT must be 0–65535/);
    expect(() => readConfig({ SEED: 'maybe' }, { dev: false, repoRoot })).toThrow(/SEED must be true or false/);
    expect(() => readConfig({ SITE_URL: 'https://recipes.example.com/r' }, { dev: false, repoRoot })).toThrow(
      /SITE_URL must be/,
    );
    expect(() => readConfig({ LOG_LEVEL: 'verbose' }, { dev: false, repoRoot })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    );
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.1, not-an-ip' }, { dev: false, repoRoot })).toThrow(
      /^TRUST_PROXY must be true, false or the proxies' addresses .*; "not-an-ip" is none of them\.$/,
    );
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' }, { dev: false, repoRoot })).toThrow(/TRUST_PROXY/);
  });

  it('takes the proxies as addresses, ranges and range names, as Fastify does', () => {
    const config = readConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.0/8, fd00::/8, loopback' }, { dev: false, repoRoot });
    expect(config.app.trustProxy).toBe('10.0.0.5, 10.0.0.0/8, fd00::/8, loopback');
  });

  it('reads when free space counts as low and how long a write waits for the database lock', () => {
    const config = readConfig(
      { DISK_LOW_PERCENT: '10', DISK_LOW_MB: '500', DATABASE_LOCK_WAIT_MS: '2000' },
      { dev: false, repoRoot },
    );
    expect(config.app.diskSpace).toEqual({ minFreeFraction: 0.1, minFreeBytes: 500_000_000 });
    expect(config.app.lockWaitMs).toBe(2000);
    expect(readConfig({}, { dev: false, repoRoot }).app).toMatchObject({ diskSpace: {} });
    expect(() => readConfig({ DISK_LOW_PERCENT: '120' }, { dev: false, repoRoot })).toThrow(
      /DISK_LOW_PERCENT must be 0–100/,
    );
    expect(() => readConfig({ DATABASE_LOCK_WAIT_MS: 'soon' }, { dev: false, repoRoot })).toThrow(
      /DATABASE_LOCK_WAIT_MS must be a number/,
    );
  });
});
