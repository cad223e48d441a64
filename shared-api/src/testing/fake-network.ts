// The network boundary of front-end tests: `fetch` and `XMLHttpRequest` are replaced, so the real shared-api
// client, hooks and SWR run against scripted answers, and every request is recorded.
import { FakeResponse, type FakeAnswer } from './fake-response';
import { FakeXhr, type ScriptedSave, type XhrRecorder } from './fake-xhr';
import { sentRequest, type SentRequest } from './sent-request';

export type Route = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

const NOT_FOUND: FakeAnswer = { status: 404, body: { error: 'Not found.' } };

export class FakeNetwork implements XhrRecorder {
  /** Every request, in the order sent (fetch and XMLHttpRequest). */
  readonly requests: SentRequest[] = [];
  /** Requests sent through XMLHttpRequest (saves, collection imports). */
  readonly saves: SentRequest[] = [];
  /** The XMLHttpRequests sent, in order. */
  readonly xhrs: FakeXhr[] = [];
  private readonly routes = new Map<string, Route>();
  private readonly scriptedSaves: ScriptedSave[] = [];
  private gate: Promise<void> | null = null;
  /** While true, every fetch fails as a browser's does without a connection. */
  offline = false;

  /** `fallback` answers every request no `on` route matches (default: 404). */
  constructor(private readonly fallback: Route = () => NOT_FOUND) {}

  /** Answer `METHOD /path` (query ignored) with `answer`, or with what a function of the request returns. */
  on(method: string, path: string, answer: FakeAnswer | Route): this {
    this.routes.set(`${method.toUpperCase()} ${path}`, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  /** Requests sent as `METHOD /path`; `method` '*' for any. */
  sent(method: string, path: string): SentRequest[] {
    const wanted = method.toUpperCase();
    return this.requests.filter((request) => request.path === path && (wanted === '*' || request.method === wanted));
  }

  /** Hold every fetch answer until the returned function is called (to see loading states). */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.gate = null;
        resolve();
      };
    });
    return release;
  }

  /** The next XMLHttpRequest plays this script; without one the test drives it (`lastXhr()`). */
  nextSave(script: ScriptedSave): this {
    this.scriptedSaves.push(script);
    return this;
  }

  /** The last XMLHttpRequest sent. */
  lastXhr(): FakeXhr {
    const last = this.xhrs.at(-1);
    if (!last) throw new Error('No XMLHttpRequest was sent.');
    return last;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const rawUrl = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = sentRequest(init.method ?? 'GET', rawUrl, init.headers, init.body, init.credentials);
    this.requests.push(request);
    if (this.offline) throw new TypeError('Failed to fetch');
    if (this.gate) await this.gate;
    const route = this.routes.get(`${request.method} ${request.path}`) ?? this.fallback;
    return FakeResponse.of(await route(request), rawUrl) as unknown as Response;
  };

  recordSave(request: SentRequest, xhr: FakeXhr): ScriptedSave | undefined {
    this.requests.push(request);
    this.saves.push(request);
    this.xhrs.push(xhr);
    return this.scriptedSaves.shift();
  }
}

const originalFetch = globalThis.fetch;
const originalXhr = globalThis.XMLHttpRequest;

/** Installs a fresh FakeNetwork as `fetch` and `XMLHttpRequest` until `restoreNetwork()`. */
export function installFakeNetwork(fallback?: Route): FakeNetwork {
  const network = new FakeNetwork(fallback);
  FakeXhr.recorder = network;
  Object.assign(globalThis, { fetch: network.fetch, XMLHttpRequest: FakeXhr });
  return network;
}

export function restoreNetwork(): void {
  FakeXhr.recorder = null;
  Object.assign(globalThis, { fetch: originalFetch, XMLHttpRequest: originalXhr });
  if (originalFetch === undefined) delete (globalThis as { fetch?: unknown }).fetch;
}

/** A fresh FakeNetwork for each test of the calling file (installed before, restored after each). */
export function fakeNetworkPerTest(fallback?: Route): () => FakeNetwork {
  let network: FakeNetwork | undefined;
  beforeEach(() => {
    network = installFakeNetwork(fallback);
  });
  afterEach(restoreNetwork);
  return () => {
    if (!network) throw new Error('fakeNetworkPerTest() gives its network only inside a test.');
    return network;
  };
}
