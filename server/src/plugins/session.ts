// Server-side sessions: the `sid` cookie holds a random 32-byte token; only its SHA-256 is stored (via the Store),
// so a leaked database does not leak sessions. Sets `request.user` (null for visitors) on every API request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/token-hash';
import { readCookie, serializeCookie } from '../cookies';
import type { Store } from '../db/store';
import { HttpError } from '../http-error';
import { faultAnswer } from '../machine/faults';

export const SESSION_COOKIE = 'sid';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const DEFAULT_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  accountId: number;
  username: string;
}

export interface SessionOptions {
  store: Store;
  /** How long a session lives without use; each use in its second half extends it. */
  ttlMs?: number;
  /** `auto`: Secure when the request came over https (behind a proxy: set trustProxy). */
  secureCookies?: boolean | 'auto';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in editor, or null for a visitor. Set on requests under /api. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Starts a session for the account and sets its cookie (a session the request had is deleted). */
      start(reply: FastifyReply, request: FastifyRequest, account: SessionUser): Promise<void>;
      /** Deletes the request's session server-side and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

function requestToken(request: FastifyRequest): string | null {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

async function sessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  const { store } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_SESSION_TTL_MS;
  const secureCookies = options.secureCookies ?? 'auto';

  const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.header(
      'set-cookie',
      serializeCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies === 'auto' ? request.protocol === 'https' : secureCookies,
        expires: expiresAt,
      }),
    );
  };

  app.decorateRequest('user', null);

  app.decorate('sessions', {
    async start(reply: FastifyReply, request: FastifyRequest, account: SessionUser) {
      const previous = requestToken(request);
      if (previous) await store.deleteSession(hashToken(previous));
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMs);
      await store.createSession({ tokenHash: hashToken(token), accountId: account.accountId, expiresAt });
      setCookie(request, reply, token, expiresAt);
    },
    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = requestToken(request);
      if (token) await store.deleteSession(hashToken(token));
      setCookie(request, reply, '', new Date(0));
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/images/')) return;
    const token = requestToken(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    const session = await store.findSession(tokenHash);
    if (!session) return;
    request.user = { accountId: session.accountId, username: session.username };
    // Sliding expiry: a session in use keeps going; an idle one ends after ttlMs.
    if (session.expiresAt.getTime() - Date.now() < ttlMs / 2) {
      const expiresAt = new Date(Date.now() + ttlMs);
      try {
        await store.extendSession(tokenHash, expiresAt);
        setCookie(request, reply, token, expiresAt);
      } catch (error) {
        // A full disk or a locked database must not fail a read: the session is extended on a later request.
        const fault = faultAnswer(error);
        if (!fault) throw error;
        app.faults.record(fault.kind, error, { method: request.method, url: request.url });
      }
    }
  });
}

/** preHandler of every write: visitors get 401. (Every account is an editor, docs/design.md §4.) */
export async function requireEditor(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'Please log in as an editor to change recipes.');
}

export default fp(sessions, { name: 'sessions' });
