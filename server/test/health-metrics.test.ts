// GET /healthz, /readyz and /metrics: what load balancers, orchestrators and Prometheus see, through start, run
// and shutdown of the app; the operations port; the reserved words of the top-level routes.
import { RESERVED_STUBS } from '@simple-recipes/shared-api/types';
import type { FastifyInstance } from 'fastify';
import { mkdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readiness } from '../src/health/readiness';
import { startOpsServer } from '../src/ops-server';
import { ApiClient, draft, editorClient } from './helpers/client';
import { jpeg } from './helpers/images';
import { disposeServerProcess, startServerProcess } from './helpers/server-process';
import { startServer, type TestServer } from './helpers/server';

const METRICS_TOKEN = 'test-metrics-token-7c1f';

/** The value of one series of a Prometheus text answer (0 when the series is not there yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('health and metrics on the public port', () => {
  let server: TestServer;
  let visitor: ApiClient;

  beforeAll(async () => {
    server = await startServer({ metricsToken: METRICS_TOKEN });
    visitor = new ApiClient(server);
  });
  afterAll(() => server.close());

  const metrics = async (): Promise<string> => {
    const response = await visitor.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('says alive and ready, with each dependency checked', async () => {
    const alive = await visitor.request('GET', '/healthz');
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'alive' });

    const ready = await visitor.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', images: 'ok' } });
  });

  it('turns not ready, with the reason, when the image folder is gone, and ready again when it is back', async () => {
    await rm(join(server.dataDir, 'images'), { recursive: true });
    try {
      const response = await visitor.request('GET', '/readyz');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { error: string; checks: Record<string, string> };
      expect(body.error).toMatch(/^The server cannot serve requests: the image folder is not usable \(ENOENT\)/);
      expect(body.checks).toEqual({ database: 'ok', images: 'the image folder is not usable (ENOENT)' });
      // Alive all the same: a restart would not bring the folder back.
      expect((await visitor.request('GET', '/healthz')).status).toBe(200);
    } finally {
      await mkdir(join(server.dataDir, 'images'));
    }
    expect((await visitor.request('GET', '/readyz')).status).toBe(200);
  });

  it('keeps /metrics to requests carrying the token', async () => {
    const without = await visitor.request('GET', '/metrics');
    expect(without.status).toBe(401);
    expect((await without.json()) as unknown).toEqual({
      error: 'The metrics need the token configured in METRICS_TOKEN.',
    });
    const wrong = await visitor.request('GET', '/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('counts requests per route pattern and status, times them, the database and the caches', async () => {
    const before = await metrics();
    const editor = await editorClient(server);
    const stub = await editor.create(draft('Metric Pie'));
    await visitor.recipe(stub);
    expect((await visitor.request('GET', '/api/recipes/no-such-recipe')).status).toBe(404);
    await visitor.list();
    await visitor.list();
    const after = await metrics();

    const route = { method: 'GET', route: '/api/recipes/:stub' };
    expect(
      sample(after, 'http_requests_total', { ...route, status_code: '200' }) -
        sample(before, 'http_requests_total', { ...route, status_code: '200' }),
    ).toBe(1);
    expect(
      sample(after, 'http_requests_total', { ...route, status_code: '404' }) -
        sample(before, 'http_requests_total', { ...route, status_code: '404' }),
    ).toBe(1);
    expect(after).not.toMatch(/route="\/api\/recipes\/metric-pie"/);
    expect(
      sample(after, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/recipes',
        status_code: '201',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'db_query_duration_seconds_count', { statement: 'insert', outcome: 'ok' })).toBeGreaterThan(
      sample(before, 'db_query_duration_seconds_count', { statement: 'insert', outcome: 'ok' }),
    );
    // The second identical list answer comes from the page cache.
    expect(sample(after, 'cache_lookups_total', { cache: 'list_pages', result: 'hit' })).toBeGreaterThan(
      sample(before, 'cache_lookups_total', { cache: 'list_pages', result: 'hit' }),
    );
    expect(sample(after, 'cache_lookups_total', { cache: 'list_pages', result: 'miss' })).toBeGreaterThan(
      sample(before, 'cache_lookups_total', { cache: 'list_pages', result: 'miss' }),
    );
    // ... and its bytes, encoded once, are sent again.
    expect(sample(after, 'cache_lookups_total', { cache: 'encoded_answers', result: 'hit' })).toBeGreaterThan(
      sample(before, 'cache_lookups_total', { cache: 'encoded_answers', result: 'hit' }),
    );
    // Process metrics of the standard client.
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts pictures derived and refused logins', async () => {
    const before = await metrics();
    const editor = await editorClient(server);
    await editor.create(draft('Pictured Pie'), { image: await jpeg(320, 240) });
    expect((await new ApiClient(server).login('editor', 'not the password')).status).toBe(401);
    const after = await metrics();
    expect(sample(after, 'images_derived_total') - sample(before, 'images_derived_total')).toBe(1);
    expect(
      sample(after, 'image_derive_duration_seconds_count') - sample(before, 'image_derive_duration_seconds_count'),
    ).toBe(1);
    expect(
      sample(after, 'login_failures_total', { reason: 'wrong-credentials' }) -
        sample(before, 'login_failures_total', { reason: 'wrong-credentials' }),
    ).toBe(1);
  });

  // Every other top-level route is checked the same way by top-level-routes.test.ts.
  it('reserves the words of the operations routes, so no recipe stub can shadow them', () => {
    const words = server.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /^[├└]── \/([^/ (]+)/.exec(line)?.[1]);
    expect(words).toEqual(expect.arrayContaining(['healthz', 'readyz', 'metrics']));
    expect(RESERVED_STUBS).toEqual(expect.arrayContaining(['healthz', 'readyz', 'metrics']));
  });
});

describe('the operations port through start, run and shutdown', () => {
  it('answers 503 while the app starts, 200 while it runs, 503 once it shuts down; /metrics needs no token there', async () => {
    const readiness = new Readiness();
    const ops = await startOpsServer({ readiness, port: 0, host: '127.0.0.1' });
    let server: TestServer | undefined;
    try {
      const readyz = async () => {
        const response = await fetch(`${urlOf(ops)}/readyz`);
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      expect((await fetch(`${urlOf(ops)}/healthz`)).status).toBe(200);
      expect(await readyz()).toEqual({
        status: 503,
        body: { error: 'The server is still starting.', phase: 'starting', checks: {} },
      });

      server = await startServer({ readiness });
      expect(await readyz()).toEqual({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', images: 'ok' } },
      });
      const metrics = await fetch(`${urlOf(ops)}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^# HELP http_requests_total /m);
      // The public port of an app without METRICS_TOKEN has no /metrics.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);

      await server.close();
      server = undefined;
      expect(await readyz()).toEqual({
        status: 503,
        body: { error: 'The server is shutting down.', phase: 'stopping', checks: {} },
      });
      expect((await fetch(`${urlOf(ops)}/healthz`)).status).toBe(200);
    } finally {
      await server?.close();
      await ops.close();
    }
  });
});

describe('the real process with METRICS_PORT', () => {
  it('logs the operations address, answers there, and exits cleanly on SIGTERM', async () => {
    const server = await startServerProcess({ env: { METRICS_PORT: '0' } });
    try {
      const ops =
        /Health and metrics listening at (http:\/\/127\.0\.0\.1:\d+) \(\/healthz, \/readyz, \/metrics\)\./.exec(
          server.log(),
        )?.[1];
      expect(ops).toBeDefined();
      expect((await fetch(`${ops}/readyz`)).status).toBe(200);
      await fetch(`${server.url}/api/recipes`);
      const metrics = await (await fetch(`${ops}/metrics`)).text();
      expect(sample(metrics, 'http_requests_total', { method: 'GET', route: '/api/recipes', status_code: '200' })).toBe(
        1,
      );
      // The public port has no /metrics without METRICS_TOKEN.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await disposeServerProcess(server);
    }
  }, 60_000);
});
