import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, apiFetch } from '../client';
import { login } from '../session/login';
import { logout } from '../session/logout';
import { usePermission } from './get-permission';
import { type FakeAnswer, installFakeNetwork, restoreNetwork } from '../testing';
import { SwrTestProvider } from '../testing/react';

afterEach(restoreNetwork);

/** A server with one editor account: `GET users` follows the session that login/logout set. */
function fakeSessionServer(options: { loginAnswer?: FakeAnswer } = {}) {
  let loggedIn = false;
  const network = installFakeNetwork((request) => {
    const path = request.url.pathname;
    if (path === '/api/export')
      return loggedIn ? { status: 200, body: {} } : { status: 401, body: { error: 'Log in.' } };
    if (path === '/api/users')
      return { status: 200, body: loggedIn ? { status: true, name: 'editor' } : { status: false } };
    if (path === '/api/session' && request.method === 'POST') {
      if (options.loginAnswer) return options.loginAnswer;
      loggedIn = true;
      return { status: 204 };
    }
    if (path === '/api/session' && request.method === 'DELETE') {
      loggedIn = false;
      return { status: 204 };
    }
    return { status: 404, body: { error: 'Not found.' } };
  });
  return Object.assign(network, {
    /** The session ends on the server's side (it expired, or was ended in another tab). */
    endSession: () => {
      loggedIn = false;
    },
  });
}

describe('usePermission', () => {
  it('cannot edit until the permission call has settled', async () => {
    installFakeNetwork(() => ({ status: 200, body: { status: true, name: 'editor' } }));
    const { result } = renderHook(() => usePermission(), { wrapper: SwrTestProvider });
    expect(result.current).toEqual({ canEdit: false, name: undefined, settled: false, error: undefined });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current).toEqual({ canEdit: true, name: 'editor', settled: true, error: undefined });
  });

  it('is a visitor for status false', async () => {
    installFakeNetwork(() => ({ status: 200, body: { status: false } }));
    const { result } = renderHook(() => usePermission(), { wrapper: SwrTestProvider });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.canEdit).toBe(false);
  });

  it('settles as a visitor, with the error, when the call fails', async () => {
    installFakeNetwork(() => ({ status: 500, body: { error: 'The server had a problem.' } }));
    const { result } = renderHook(() => usePermission(), { wrapper: SwrTestProvider });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.canEdit).toBe(false);
    expect(result.current.error).toBeInstanceOf(ApiError);
  });
});

describe('login and logout', () => {
  it('login posts the credentials with the marker header, then the permission says editor', async () => {
    const api = fakeSessionServer();
    const { result } = renderHook(() => usePermission(), { wrapper: SwrTestProvider });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.canEdit).toBe(false);

    await act(() => login({ username: 'editor', password: 'secret' }));
    const [post] = api.sent('POST', '/api/session');
    expect(JSON.parse(post!.body as string)).toEqual({ username: 'editor', password: 'secret' });
    expect(post!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(post!.credentials).toBe('same-origin');
    // Revalidated before login resolves, so the caller can navigate straight to a guarded page.
    expect(result.current).toMatchObject({ canEdit: true, name: 'editor' });
    expect(api.sent('*', '/api/users')).toHaveLength(2);
  });

  it('logout hides editing at once and confirms with the server', async () => {
    const api = fakeSessionServer();
    const { result } = renderHook(() => usePermission(), { wrapper: SwrTestProvider });
    await act(() => login({ username: 'editor', password: 'secret' }));
    expect(result.current.canEdit).toBe(true);

    await act(() => logout());
    expect(api.sent('DELETE', '/api/session')[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(result.current.canEdit).toBe(false);
    await waitFor(() => expect(api.sent('*', '/api/users')).toHaveLength(3));
    expect(result.current.canEdit).toBe(false);
  });

  it('asks the server again when a call is refused for want of a session, and then cannot edit', async () => {
    const api = fakeSessionServer();
    const { result } = renderHook(() => usePermission(), { wrapper: SwrTestProvider });
    await act(() => login({ username: 'editor', password: 'secret' }));
    expect(result.current.canEdit).toBe(true);

    api.endSession();
    await expect(apiFetch('/export')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(result.current.canEdit).toBe(false));
    expect(api.sent('*', '/api/users')).toHaveLength(3);
  });

  it('a refused login rejects with the server sentence and changes nothing', async () => {
    const api = fakeSessionServer({
      loginAnswer: { status: 401, body: { error: 'The username or password is not right.' } },
    });
    const { result } = renderHook(() => usePermission(), { wrapper: SwrTestProvider });
    await waitFor(() => expect(result.current.settled).toBe(true));

    await expect(login({ username: 'editor', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'The username or password is not right.',
    });
    expect(api.sent('*', '/api/users')).toHaveLength(1);
    expect(result.current.canEdit).toBe(false);
  });

  it('rate limiting is a 429 ApiError', async () => {
    fakeSessionServer({ loginAnswer: { status: 429, body: { error: 'Too many attempts. Please wait a minute.' } } });
    await expect(login({ username: 'editor', password: 'x' })).rejects.toMatchObject({ status: 429 });
  });
});
