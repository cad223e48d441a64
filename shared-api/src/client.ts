// The one place that knows how to talk to the API: base path, the CSRF marker header, the session cookie,
// and turning any failure into an ApiError with a sentence a person can read.
import type { ApiErrorBody } from './types';

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server is taking too long to answer. Please try again.';

/**
 * How long a read may go unanswered before it fails as a network error (with the page's Retry): a request a proxy or
 * a stalled connection never answers would otherwise leave its page loading for ever. Writes have no such limit, as
 * an upload on a slow line may take longer and a write given up on may still have been done.
 */
export const READ_TIMEOUT_MS = 20_000;

/** Headers every call carries; the server refuses writes without the marker (CSRF defence, docs/design.md §3). */
export const API_HEADERS: Readonly<Record<string, string>> = { 'X-Requested-With': 'XMLHttpRequest' };

let baseUrl = '/api';

/** Where the API lives (default `/api`). A trailing slash is ignored. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}

/** The full URL of an API path such as `/recipes?page=1`. */
export function apiUrl(path: string): string {
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A failed API call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /**
   * 422 and 409 only: field path (`recipe.name`, `ingredients[0].ingredients[1].amount`, a new tag's `shorthand`) →
   * message. A 409 names a field when the conflict is about its value (a tag's name that is taken).
   */
  readonly fieldErrors: Record<string, string>;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'The request was not understood.',
  401: 'Please log in first.',
  403: 'You are not allowed to do that.',
  404: 'That could not be found.',
  409: 'Someone else changed this recipe in the meantime.',
  413: 'The upload is too large.',
  415: 'That file type is not accepted.',
  422: 'Some fields are invalid.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** A plain sentence for a status whose answer carried no `{ error }` of its own. */
export function fallbackMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status >= 500) return 'The server had a problem. Please try again.';
  return FALLBACK_MESSAGES[status] ?? `The request failed (status ${status}).`;
}

function isJson(contentType: string | null): boolean {
  return !!contentType && /[/+]json\b/i.test(contentType);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringEntries(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const sessionRefusedListeners = new Set<() => void>();

/**
 * `listener` runs when a call is answered 401: the session has ended (expired, or logged out in another tab), so the
 * edit permission on screen may be out of date. Returns the unsubscribe.
 */
export function onSessionRefused(listener: () => void): () => void {
  sessionRefusedListeners.add(listener);
  return () => sessionRefusedListeners.delete(listener);
}

/**
 * The ApiError for a non-2xx answer, from its body text (JSON `{ error, errors }` or anything else). A 401 also tells
 * the `onSessionRefused` listeners.
 */
export function errorFromResponse(status: number, text: string, contentType: string | null): ApiError {
  if (status === 401) sessionRefusedListeners.forEach((listener) => listener());
  const body = (isJson(contentType) || text.trimStart().startsWith('{') ? parseJson(text) : undefined) as
    Partial<ApiErrorBody> | undefined;
  const serverMessage = body && typeof body.error === 'string' && body.error.trim() ? body.error.trim() : '';
  const fieldErrors = status === 422 || status === 409 ? stringEntries(body?.errors) : {};
  return new ApiError(status, serverMessage || fallbackMessage(status), fieldErrors);
}

/** The body of a 2xx answer: parsed JSON, text (text/plain stubs), or undefined when empty (204). */
export function parseSuccessBody(status: number, text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (!isJson(contentType)) return text;
  const parsed = parseJson(text);
  if (parsed === undefined) throw new ApiError(status, 'The server sent an answer that could not be read.');
  return parsed;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body with its content type. */
  json?: unknown;
  /** Any other body (FormData, text). */
  body?: BodyInit;
  signal?: AbortSignal;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Calls the API at `path` (e.g. `/recipes/lemon-cake`) with the marker header and the session cookie. Resolves to the
 * parsed body; rejects with an ApiError (an AbortError passes through untouched so callers can ignore it).
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { ...API_HEADERS, Accept: 'application/json, text/plain;q=0.9' };
  let body = request.body;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }

  const method = request.method ?? 'GET';
  // The caller's signal still cancels; a read also ends at READ_TIMEOUT_MS, answered or not (where the browser has
  // the means: without AbortSignal.any, the caller's signal alone).
  const timeout = method === 'GET' ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined;
  const signal =
    timeout && request.signal
      ? (AbortSignal.any?.([timeout, request.signal]) ?? request.signal)
      : (timeout ?? request.signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(apiUrl(path), { method, headers, body, credentials: 'same-origin', signal });
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE, {}, { cause: error });
  }

  const contentType = response.headers.get('content-type');
  if (!response.ok) throw errorFromResponse(response.status, text, contentType);
  return parseSuccessBody(response.status, text, contentType) as T;
}

/** Errors worth retrying automatically: the network and the server's own trouble, not a 404 or a 403. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}
