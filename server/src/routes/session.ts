// POST /api/session logs in (rate-limited per client address and per username, counted in the database so
// it holds across processes); DELETE /api/session logs out, deleting the session server-side.
import type { FastifyInstance } from 'fastify';
import { decoyPasswordHash, verifyPassword } from '../accounts/password';
import type { Store } from '../db/store';
import { HttpError } from '../http-error';
import { loginFailures } from '../metrics/registry';
import { CONTROL_CHARACTERS } from '../recipes/control-characters';
import { errorSchema } from '../schemas';

export interface LoginRateLimit {
  windowMs: number;
  /** Attempts per client address and window. */
  maxPerAddress: number;
  /** Attempts per username and window, from anywhere. */
  maxPerUsername: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = {
  windowMs: 15 * 60 * 1000,
  maxPerAddress: 20,
  maxPerUsername: 50,
};

interface SessionRouteOptions {
  store: Store;
  loginRateLimit: LoginRateLimit;
}

const WRONG_CREDENTIALS = 'The username or password is not right.';

const credentialsSchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

export default async function sessionRoutes(app: FastifyInstance, options: SessionRouteOptions): Promise<void> {
  const { store, loginRateLimit: limit } = options;

  app.post<{ Body: { username: string; password: string } }>(
    '/session',
    {
      schema: {
        tags: ['session'],
        summary: 'Log in; sets the HttpOnly session cookie',
        body: credentialsSchema,
        response: { 204: { type: 'null' }, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // No account can have such a name (and the database should not see it).
      if (CONTROL_CHARACTERS.test(username)) {
        loginFailures.inc({ reason: 'wrong-credentials' });
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      const addressKey = `login:address:${request.ip}`;
      const usernameKey = `login:username:${username.trim().toLowerCase()}`;
      const [byAddress, byUsername] = await Promise.all([
        store.hitRateLimit(addressKey, limit.windowMs),
        store.hitRateLimit(usernameKey, limit.windowMs),
      ]);
      if (byAddress > limit.maxPerAddress || byUsername > limit.maxPerUsername) {
        loginFailures.inc({ reason: 'rate-limited' });
        reply.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
        throw new HttpError(429, 'Too many login attempts. Please wait a few minutes and try again.');
      }

      const account = await store.findAccount(username);
      // Unknown names cost the same hashing time as known ones, so timing does not reveal which exist.
      const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
      if (!account || !valid) {
        loginFailures.inc({ reason: 'wrong-credentials' });
        throw new HttpError(401, WRONG_CREDENTIALS);
      }

      await Promise.all([store.resetRateLimit(addressKey), store.resetRateLimit(usernameKey)]);
      await app.sessions.start(reply, request, { accountId: account.id, username: account.username });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        tags: ['session'],
        summary: 'Log out; the session is deleted server-side',
        response: { 204: { type: 'null' }, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send();
    },
  );
}
