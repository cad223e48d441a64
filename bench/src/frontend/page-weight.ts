// What the browser fetches for a first visit to a route (empty cache), recorded over the DevTools protocol
// until the route's first content shows: bytes per app (raw, gzip, and what actually crossed the wire), and the
// sequential round trips after the HTML (round-trips.ts).
import http from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BENCH_EDITOR } from '../server/server-process';
import { round } from '../load/stats';
import { CHROME_FLAGS, CHROME_PATH } from './browser';
import { criticalChain, requestDepths, type TimedRequest } from './round-trips';

export interface RouteSpec {
  /** e.g. `/` or `/some-stub`. */
  path: string;
  label: string;
  /** The element whose appearance means "the page shows its content" (the first card on `/`). */
  readySelector: string;
  readyDescription: string;
  asEditor?: boolean;
}

export interface Bytes {
  requests: number;
  raw: number;
  gzip: number;
  /** As transferred by the browser (brotli where the server sends it; headers included). */
  wire: number;
}

export interface ResourceRecord {
  path: string;
  app: string;
  type: string;
  status: number;
  startedMs: number;
  finishedMs: number | null;
  raw: number;
  gzip: number;
  wire: number;
  beforeReady: boolean;
  depth: number;
}

export interface RouteWeight {
  path: string;
  label: string;
  readyDescription: string;
  /** ms from navigation start until the ready element showed. */
  readyMs: number;
  /** Sequential round trips after the HTML before the ready element showed. */
  roundTrips: number;
  /** The requests of the longest wait chain, first to last (paths), ending with the API call the content needed. */
  chain: string[];
  /** Everything fetched before the ready element showed. */
  beforeReady: Bytes;
  /** JavaScript fetched before the ready element showed. */
  jsBeforeReady: Bytes;
  /** Everything fetched until the network was idle. */
  total: Bytes;
  jsTotal: Bytes;
  /** Before ready, per app (shell, mf-catalog, …, api, images, html). */
  byApp: Record<string, Bytes>;
  resources: ResourceRecord[];
}

interface Captured {
  id: string;
  url: string;
  type: string;
  started: number;
  finished: number | null;
  status: number;
  wire: number;
  fromCache: boolean;
  finishedBeforeReady: boolean;
}

/** Which app a URL belongs to. */
export function appOf(path: string): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  if (remote) return remote[1] as string;
  if (path.startsWith('/api/images/')) return 'images';
  if (path.startsWith('/api/')) return 'api';
  if (/\.(js|css|json)$/.test(path)) return 'shell';
  return 'html';
}

/** Scripts, style sheets and fetched configuration (remotes.json, manifests): what later requests wait on. */
function isCodeOrConfig(type: string, path: string): boolean {
  if (type === 'Script' || type === 'Stylesheet') return true;
  // 'Other': a <link rel="preload" as="fetch"> from the HTML.
  return (type === 'Fetch' || type === 'XHR' || type === 'Other') && !path.startsWith('/api/');
}

const empty = (): Bytes => ({ requests: 0, raw: 0, gzip: 0, wire: 0 });
function add(into: Bytes, record: ResourceRecord): void {
  into.requests += 1;
  into.raw += record.raw;
  into.gzip += record.gzip;
  into.wire += record.wire;
}

/** The body length of one GET with the given Accept-Encoding (no decompression), with the session cookie if any. */
function bodyLength(url: string, encoding: string, cookie: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } },
      (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length));
        response.on('end', () => resolve(length));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function captureRoute(context: BrowserContext, baseUrl: string, route: RouteSpec) {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const captured = new Map<string, Captured>();
  let origin = 0;
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.redirectResponse) return;
    if (origin === 0) origin = event.timestamp;
    captured.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      started: (event.timestamp - origin) * 1000,
      finished: null,
      status: 0,
      wire: 0,
      fromCache: false,
      finishedBeforeReady: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = captured.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = captured.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker)
      entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = captured.get(event.requestId);
    if (!entry) return;
    entry.finished = (event.timestamp - origin) * 1000;
    entry.wire = event.encodedDataLength;
  });

  await page.goto(baseUrl + route.path, { waitUntil: 'commit' });
  await page.locator(route.readySelector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const readyMs = await page.evaluate(() => performance.now());
  const finishedAtReady = new Set(
    [...captured.values()].filter((entry) => entry.finished !== null).map((entry) => entry.id),
  );
  const startedAtReady = new Set(captured.keys());
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.close();
  for (const entry of captured.values()) entry.finishedBeforeReady = finishedAtReady.has(entry.id);
  return {
    readyMs,
    entries: [...captured.values()].filter((entry) => startedAtReady.has(entry.id) || entry.finished !== null),
  };
}

export async function measureRoute(browser: Browser, baseUrl: string, route: RouteSpec): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  let cookie: string | undefined;
  if (route.asEditor) {
    const response = await context.request.post(`${baseUrl}/api/session`, {
      data: BENCH_EDITOR,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    if (response.status() !== 204) throw new Error(`Editor login failed: ${response.status()}`);
    const sid = (await context.cookies()).find((c) => c.name === 'sid');
    cookie = sid ? `sid=${sid.value}` : undefined;
  }
  const { readyMs, entries } = await captureRoute(context, baseUrl, route);
  await context.close();

  // First network fetch of each URL only: a preloaded file used later is not fetched again.
  const seen = new Set<string>();
  const network = entries
    .filter((entry) => !entry.fromCache && !entry.url.startsWith('data:') && entry.url.startsWith(baseUrl))
    .filter((entry) => (seen.has(entry.url) ? false : (seen.add(entry.url), true)));
  const timed = new Map<Captured, TimedRequest>(
    network.map((entry) => [
      entry,
      {
        url: entry.url,
        started: entry.started,
        finished: entry.finished,
        gating: isCodeOrConfig(entry.type, new URL(entry.url).pathname),
        isDocument: entry.type === 'Document',
      },
    ]),
  );
  const depths = requestDepths([...timed.values()]);
  const done = network
    .filter(
      (entry) => entry.finishedBeforeReady && ['Script', 'Stylesheet', 'Fetch', 'XHR', 'Other'].includes(entry.type),
    )
    .map((entry) => timed.get(entry) as TimedRequest);
  const { roundTrips, chain } = criticalChain(depths, done);

  const resources: ResourceRecord[] = [];
  for (const entry of network) {
    const path = entry.url.slice(baseUrl.length);
    const [raw, gzip] = await Promise.all([
      bodyLength(entry.url, 'identity', cookie),
      bodyLength(entry.url, 'gzip', cookie),
    ]);
    resources.push({
      path,
      app: appOf(new URL(entry.url).pathname),
      type: entry.type,
      status: entry.status,
      startedMs: round(entry.started, 1),
      finishedMs: entry.finished === null ? null : round(entry.finished, 1),
      raw,
      gzip,
      wire: entry.wire,
      beforeReady: entry.finishedBeforeReady,
      depth: depths.depth.get(timed.get(entry) as TimedRequest) ?? 0,
    });
  }
  const result: RouteWeight = {
    path: route.path,
    label: route.label,
    readyDescription: route.readyDescription,
    readyMs: round(readyMs, 0),
    roundTrips,
    chain: chain.map((request) => request.url.slice(baseUrl.length)),
    beforeReady: empty(),
    jsBeforeReady: empty(),
    total: empty(),
    jsTotal: empty(),
    byApp: {},
    resources,
  };
  for (const record of resources) {
    const js = record.type === 'Script';
    add(result.total, record);
    if (js) add(result.jsTotal, record);
    if (!record.beforeReady) continue;
    add(result.beforeReady, record);
    if (js) add(result.jsBeforeReady, record);
    add((result.byApp[record.app] ??= empty()), record);
  }
  return result;
}

export async function measureRoutes(baseUrl: string, routes: RouteSpec[]): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const results: RouteWeight[] = [];
    for (const route of routes) results.push(await measureRoute(browser, baseUrl, route));
    return results;
  } finally {
    await browser.close();
  }
}
