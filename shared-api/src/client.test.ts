import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  READ_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
  apiFetch,
  apiUrl,
  configureApi,
  errorFromResponse,
  isRetryable,
  onSessionRefused,
} from './client';
import { installFakeNetwork, restoreNetwork } from './testing';

afterEach(() => {
  restoreNetwork();
  configureApi({ baseUrl: '/api' });
});

describe('onSessionRefused', () => {
  it('hears of every call answered 401, and of no other answer, until it unsubscribes', async () => {
    installFakeNetwork((request) =>
      request.url.pathname === '/api/export'
        ? { status: 401, body: { error: 'Please log in first.' } }
        : { status: 403 },
    );
    const listener = jest.fn();
    const unsubscribe = onSessionRefused(listener);

    await expect(apiFetch('/recipes/soup', { method: 'DELETE' })).rejects.toMatchObject({ status: 403 });
    expect(listener).not.toHaveBeenCalled();
    await expect(apiFetch('/export')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    await expect(apiFetch('/export')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('apiFetch', () => {
  it('calls the path under /api with the marker header and the session cookie, and parses JSON', async () => {
    const api = installFakeNetwork(() => ({ status: 200, body: [{ id: 1, tag: 'Vegetarian', shorthand: 'VEG' }] }));
    await expect(apiFetch('/tags')).resolves.toEqual([{ id: 1, tag: 'Vegetarian', shorthand: 'VEG' }]);
    const [request] = api.requests;
    expect(request!.rawUrl).toBe('/api/tags');
    expect(request!.method).toBe('GET');
    expect(request!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request!.credentials).toBe('same-origin');
  });

  it('uses the configured base path', async () => {
    const api = installFakeNetwork(() => ({ status: 200, body: { status: false } }));
    configureApi({ baseUrl: 'https://api.example.com/v1/' });
    await apiFetch('/users');
    expect(api.requests[0]!.rawUrl).toBe('https://api.example.com/v1/users');
    expect(apiUrl('recipes')).toBe('https://api.example.com/v1/recipes');
  });

  it('sends a JSON body with its content type, and none without a body', async () => {
    const api = installFakeNetwork(() => ({ status: 204 }));
    await expect(
      apiFetch('/session', { method: 'POST', json: { username: 'ed', password: 'pw' } }),
    ).resolves.toBeUndefined();
    await apiFetch('/session', { method: 'DELETE' });
    const [post, remove] = api.requests;
    expect(post!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(post!.body as string)).toEqual({ username: 'ed', password: 'pw' });
    expect(post!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(remove!.method).toBe('DELETE');
    expect(remove!.headers.get('Content-Type')).toBeNull();
    expect(remove!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('gives a text/plain answer (a stub) as text', async () => {
    installFakeNetwork(() => ({ status: 200, body: 'tomato-soup' }));
    await expect(apiFetch('/recipes/tomato-soup', { method: 'DELETE' })).resolves.toBe('tomato-soup');
  });

  it("rejects with the server's own sentence and status", async () => {
    installFakeNetwork(() => ({ status: 404, body: { error: 'That recipe does not exist.' } }));
    const error = await apiFetch('/recipes/nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'That recipe does not exist.',
      fieldErrors: {},
    });
  });

  it('gives the field errors of a 422', async () => {
    installFakeNetwork(() => ({
      status: 422,
      body: {
        error: 'Some fields are invalid.',
        errors: { 'recipe.name': 'Name is required.', 'steps[0].steps[1].step': 'Step is required.', odd: 3 },
      },
    }));
    await expect(apiFetch('/recipes', { method: 'POST' })).rejects.toMatchObject({
      status: 422,
      message: 'Some fields are invalid.',
      fieldErrors: { 'recipe.name': 'Name is required.', 'steps[0].steps[1].step': 'Step is required.' },
    });
  });

  it('falls back to a plain sentence when the answer has no { error } (a proxy page, an empty body)', async () => {
    installFakeNetwork(() => ({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }));
    await expect(apiFetch('/tags')).rejects.toMatchObject({
      status: 502,
      message: 'The server had a problem. Please try again.',
    });
    installFakeNetwork(() => ({ status: 403, body: {} }));
    await expect(apiFetch('/recipes', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      message: 'You are not allowed to do that.',
    });
    installFakeNetwork(() => ({ status: 418 }));
    await expect(apiFetch('/tags')).rejects.toMatchObject({ status: 418, message: 'The request failed (status 418).' });
  });

  it('says the server could not be reached when the network fails (status 0)', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const error = (await apiFetch('/tags').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.message).toMatch(/^The server could not be reached\./);
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    globalThis.fetch = jest.fn(() => Promise.reject(abort)) as typeof fetch;
    await expect(apiFetch('/tags')).rejects.toBe(abort);
  });

  describe('a call the server never answers', () => {
    /** A fetch that never settles unless its signal aborts it (as a browser's does). */
    const hangingFetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    beforeEach(() => {
      jest.useFakeTimers();
      hangingFetch.mockClear();
      globalThis.fetch = hangingFetch as typeof fetch;
    });
    afterEach(() => jest.useRealTimers());

    it('fails a read after READ_TIMEOUT_MS as a retryable network error, with its own sentence', async () => {
      const answer = apiFetch('/recipes?page=1').catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
      const settled = await Promise.race([answer, Promise.resolve('pending')]);
      expect(settled).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      const error = (await answer) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
      expect(isRetryable(error)).toBe(true);
    });

    it('leaves a write waiting (an upload may be slow, and a write given up on may still be done)', async () => {
      const answer = apiFetch('/recipes', { method: 'POST', body: 'x' }).catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(3 * READ_TIMEOUT_MS);
      expect(await Promise.race([answer, Promise.resolve('pending')])).toBe('pending');
    });

    it("still lets the caller's own abort through as an abort", async () => {
      const controller = new AbortController();
      const answer = apiFetch('/tags', { signal: controller.signal }).catch((caught: unknown) => caught);
      controller.abort();
      await expect(answer).resolves.toMatchObject({ name: 'AbortError' });
    });
  });

  it('rejects a 2xx JSON answer it cannot read', async () => {
    installFakeNetwork(() => ({ status: 200, body: '{"recipes": [', contentType: 'application/json' }));
    await expect(apiFetch('/recipes?page=1')).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an answer that could not be read.',
    });
  });
});

describe('errorFromResponse', () => {
  it('reads a JSON error sent as text/plain', () => {
    expect(errorFromResponse(409, '{"error":"The recipe was changed meanwhile."}', 'text/plain')).toMatchObject({
      status: 409,
      message: 'The recipe was changed meanwhile.',
    });
  });

  it('ignores field errors outside a 422 or a 409', () => {
    expect(errorFromResponse(400, '{"error":"Bad.","errors":{"a":"b"}}', 'application/json').fieldErrors).toEqual({});
  });

  it('reads the field a 409 is about (a name another tag has)', () => {
    const body =
      '{"error":"A tag named “Vegan” exists already.","errors":{"tag":"A tag named “Vegan” exists already."}}';
    expect(errorFromResponse(409, body, 'application/json').fieldErrors).toEqual({
      tag: 'A tag named “Vegan” exists already.',
    });
  });
});

describe('isRetryable', () => {
  it('retries the network, 429 and 5xx only', () => {
    expect(isRetryable(new ApiError(0, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(404, 'x'))).toBe(false);
    expect(isRetryable(new ApiError(403, 'x'))).toBe(false);
  });
});
