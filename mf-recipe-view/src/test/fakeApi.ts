// The network boundary for this remote's tests: `fetch` is replaced, so the real shared-api client and SWR hooks
// run against scripted answers. jsdom has no fetch or Response, hence the small Response below.

export interface FakeAnswer {
  status: number;
  /** An object is sent as JSON, a string as text/plain. */
  body?: unknown;
}

export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
}

type Answerer = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

class FakeResponse {
  readonly ok: boolean;
  readonly headers: Headers;
  readonly statusText = '';
  readonly redirected = false;
  readonly type = 'basic';
  constructor(
    private readonly bodyText: string,
    readonly status: number,
    contentType: string,
    readonly url: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new Headers({ 'content-type': contentType });
  }
  async text() {
    return this.bodyText;
  }
  async json() {
    return JSON.parse(this.bodyText) as unknown;
  }
  clone() {
    return new FakeResponse(this.bodyText, this.status, this.headers.get('content-type') ?? '', this.url);
  }
}

export class FakeApi {
  readonly requests: SentRequest[] = [];
  private readonly routes = new Map<string, Answerer>();

  /** Answer `METHOD /path` (query ignored) with `answer`, or with what a function of the request returns. */
  on(method: string, path: string, answer: FakeAnswer | Answerer): this {
    this.routes.set(`${method.toUpperCase()} ${path}`, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  /** Requests sent as `METHOD /path`. */
  sent(method: string, path: string): SentRequest[] {
    return this.requests.filter((request) => request.method === method.toUpperCase() && request.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: new URL(url, 'http://localhost').pathname,
      headers: new Headers(init.headers ?? {}),
    };
    this.requests.push(request);
    const answerer = this.routes.get(`${request.method} ${request.path}`);
    const answer = answerer ? await answerer(request) : { status: 404, body: { error: 'Not found.' } };
    const isText = typeof answer.body === 'string';
    const text = answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body);
    const contentType = isText || answer.body === undefined ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    return new FakeResponse(text, answer.status, contentType, url) as unknown as Response;
  };
}

/** A fresh FakeApi installed as the global `fetch` for each test of the calling file. */
export function installFakeApi(): () => FakeApi {
  let api = new FakeApi();
  const original = globalThis.fetch;
  beforeEach(() => {
    api = new FakeApi();
    globalThis.fetch = api.fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });
  return () => api;
}
