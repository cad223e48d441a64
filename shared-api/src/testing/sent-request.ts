/** One request the code under test sent, through `fetch` or `XMLHttpRequest`. */
export interface SentRequest {
  method: string;
  /** The URL resolved against http://localhost (read `pathname`, `searchParams`). */
  url: URL;
  /** The URL exactly as the code passed it. */
  rawUrl: string;
  /** `url.pathname`. */
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export function sentRequest(
  method: string,
  rawUrl: string,
  headers: HeadersInit | undefined,
  body: unknown,
  credentials?: RequestCredentials,
): SentRequest {
  const url = new URL(rawUrl, 'http://localhost');
  return {
    method: method.toUpperCase(),
    url,
    rawUrl,
    path: url.pathname,
    headers: new Headers(headers),
    credentials,
    body,
  };
}
