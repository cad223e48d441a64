// Test double of `fetch` (jsdom has none): records each request and answers like the server would.

export interface FakeAnswer {
  status: number;
  /** An object is sent as JSON, a string as text/plain, nothing as an empty body. */
  body?: unknown;
  /** Overrides the content type derived from the body. */
  contentType?: string;
}

export interface SentRequest {
  method: string;
  url: URL;
  /** The URL as passed to fetch. */
  rawUrl: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Route = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

export function responseOf(answer: FakeAnswer) {
  const text =
    answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const contentType =
    answer.contentType ??
    (answer.body === undefined || typeof answer.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8');
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    headers: new Headers({ 'content-type': contentType }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

export interface FakeFetch {
  requests: SentRequest[];
  /** Requests to a path (query ignored), optionally of one method. */
  sent(path: string, method?: string): SentRequest[];
}

/** Replaces `fetch` for the calling test; `route` answers each request. Restored by `restoreFetch`. */
export function installFetch(route: Route): FakeFetch {
  const requests: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const rawUrl = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(rawUrl, 'http://localhost'),
      rawUrl,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: init.body,
    };
    requests.push(request);
    return responseOf(await route(request)) as unknown as Response;
  }) as typeof fetch;
  return {
    requests,
    sent: (path, method) =>
      requests.filter((request) => request.url.pathname === path && (!method || request.method === method)),
  };
}

export function restoreFetch(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}
