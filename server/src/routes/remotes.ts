// Releases of one remote (issue 13, docs/design.md §7):
//   POST /api/remotes/:name/releases   publish (Bearer deploy token): tar.gz of dist/, or JSON { manifestUrl }
//   POST /api/remotes/:name/active     make a version active, or a canary at `percent` < 100
//   POST /api/remotes/:name/rollback   the previous version again, canary ended
//   GET  /api/remotes                  status of every remote
//   POST /api/remotes/:name/failures   a browser's report that a version failed to load (navigator.sendBeacon)
// A deploy token (Authorization: Bearer) or an editor session may call the last four; only a token publishes.
// A Bearer call is not authenticated by a cookie, so a cross-site page cannot forge it: it needs no
// X-Requested-With marker (marker-header's `exempt`). Editor-session calls keep the marker rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import type { DeployToken } from '../db/releases';
import type { Store } from '../db/store';
import { HttpError } from '../http-error';
import { hashToken } from '../accounts/token-hash';
import { ReleaseRefusedError, ReleaseTooLargeError } from '../releases/errors';
import { publishHosted, publishTarball } from '../releases/publish';
import { REMOTE_FOLDERS, remoteByFolder, VERSION_PATTERN, type RemoteSpec } from '../releases/remote-names';
import type { SiteReleases } from '../releases/site-releases';
import { remotesStatus } from '../releases/status';

export interface RemotesRoutesOptions {
  store: Store;
  releases: SiteReleases;
}

/** Failure reports one address may send per minute (beyond: 429; a browser's beacon does not wait for it). */
const FAILURE_REPORTS_PER_MINUTE = 20;
const FAILURE_KINDS = new Set(['missing-file', 'script-error', 'timeout', 'no-page']);
const GZIP_TYPES = ['application/gzip', 'application/x-gzip'];

/** Requests the marker-header rule does not apply to (see the top of this file). */
export function isMarkerExempt(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '';
  if (!url.startsWith('/api/remotes')) return false;
  if (/^\/api\/remotes\/[^/]+\/failures$/.test(url)) return true;
  // Only a deploy token publishes (a session never does), so a call without one is told that, not about the marker.
  if (request.method === 'POST' && /^\/api\/remotes\/[^/]+\/releases$/.test(url)) return true;
  return /^Bearer\s/i.test(request.headers.authorization ?? '');
}

type Caller = { kind: 'token'; token: DeployToken } | { kind: 'editor' };

async function callerOf(store: Store, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    const token = match ? await store.releases.findToken(hashToken(match[1]!)) : undefined;
    if (!token) throw new HttpError(401, 'The deploy token is not valid (unknown, revoked or malformed).');
    return { kind: 'token', token };
  }
  if (request.user) return { kind: 'editor' };
  throw new HttpError(401, 'A deploy token (Authorization: Bearer …) or an editor session is needed.');
}

function remoteOf(name: string): RemoteSpec {
  const remote = remoteByFolder(name);
  if (!remote)
    throw new HttpError(404, `There is no remote "${name.slice(0, 100)}" (remotes: ${REMOTE_FOLDERS.join(', ')}).`);
  return remote;
}

function mayChange(caller: Caller, remote: RemoteSpec): void {
  if (caller.kind === 'token' && caller.token.remote !== remote.folder) {
    throw new HttpError(403, `This deploy token is for ${caller.token.remote}; it cannot change ${remote.folder}.`);
  }
}

/** Counts the body's bytes as they stream in and stops past the limit. */
function limitBytes(body: Readable, maxBytes: number): Readable {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(new ReleaseTooLargeError(uploadTooLarge(maxBytes)));
      else callback(null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

function uploadTooLarge(maxBytes: number): string {
  return `The upload is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, the limit for a release's tar.gz.`;
}

const schema = (summary: string) => ({ schema: { tags: ['releases'], summary } });

export default async function remotesRoutes(app: FastifyInstance, options: RemotesRoutesOptions): Promise<void> {
  const { store, releases } = options;

  // The tar.gz is read as a stream by the unpacker, never buffered whole.
  app.addContentTypeParser(GZIP_TYPES, (_request, payload, done) => done(null, payload));

  const statusOf = async (folder: string) =>
    (await remotesStatus(store.releases, releases.builtInVersions, releases.root))[folder];

  const publishSchema = schema('Publish a release of one remote (deploy token): tar.gz of dist/, or { manifestUrl }');
  app.post<{ Params: { name: string } }>('/remotes/:name/releases', publishSchema, async (request, reply) => {
    const remote = remoteOf(request.params.name);
    const caller = await callerOf(store, request);
    if (caller.kind !== 'token')
      throw new HttpError(401, 'Publishing a release needs a deploy token (Authorization: Bearer …).');
    mayChange(caller, remote);
    try {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      let published;
      if (GZIP_TYPES.includes(contentType)) {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > releases.limits.maxUploadBytes) {
          throw new ReleaseTooLargeError(uploadTooLarge(releases.limits.maxUploadBytes));
        }
        const body = limitBytes(request.body as Readable, releases.limits.maxUploadBytes);
        published = await publishTarball(releases.publish, remote, body, caller.token.id);
      } else if (contentType === 'application/json') {
        const manifestUrl = (request.body as { manifestUrl?: unknown } | null)?.manifestUrl;
        published = await publishHosted(releases.publish, remote, manifestUrl, caller.token.id);
      } else {
        throw new HttpError(415, 'Send the tar.gz of dist/ as application/gzip, or JSON { "manifestUrl": … }.');
      }
      request.log.info(
        { remote: remote.folder, version: published.version, token: caller.token.id },
        'release published',
      );
      return reply.code(201).send({ name: remote.folder, version: published.version });
    } catch (error) {
      if (error instanceof ReleaseRefusedError) {
        return reply.code(422).send({ error: 'The deploy gate refused this release.', problems: error.problems });
      }
      if (error instanceof ReleaseTooLargeError) return reply.code(413).send({ error: error.message });
      throw error;
    }
  });

  app.post<{ Params: { name: string }; Body: { version?: unknown; percent?: unknown } | null }>(
    '/remotes/:name/active',
    schema('Make a published version active, or a canary for a share of visitors'),
    async (request) => {
      const remote = remoteOf(request.params.name);
      mayChange(await callerOf(store, request), remote);
      const { version, percent = 100 } = request.body ?? {};
      if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) {
        throw new HttpError(422, 'version must be a published version (12 hexadecimal characters).');
      }
      if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100) {
        throw new HttpError(422, 'percent must be a whole number from 1 to 100 (below 100: a canary).');
      }
      const change = await store.releases.activate(remote.folder, version, percent);
      if (change.kind === 'unknown-version')
        throw new HttpError(404, `${remote.folder} has no published version ${version}.`);
      request.log.info({ remote: remote.folder, version, percent }, 'release activated');
      return statusOf(remote.folder);
    },
  );

  const rollbackSchema = schema('Make the previous version active again and end any canary');
  app.post<{ Params: { name: string } }>('/remotes/:name/rollback', rollbackSchema, async (request) => {
    const remote = remoteOf(request.params.name);
    mayChange(await callerOf(store, request), remote);
    const change = await store.releases.rollback(remote.folder);
    if (change.kind === 'nothing-to-roll-back') {
      throw new HttpError(
        409,
        `${remote.folder} runs the version built with the site: there is nothing to roll back to.`,
      );
    }
    request.log.info({ remote: remote.folder }, 'release rolled back');
    return statusOf(remote.folder);
  });

  app.get('/remotes', schema('Active version, canary and kept versions of every remote'), async (request, reply) => {
    await callerOf(store, request);
    reply.header('cache-control', 'no-store');
    return remotesStatus(store.releases, releases.builtInVersions, releases.root);
  });

  // A beacon's body is text/plain (the only type sendBeacon may send cross-origin-free without a preflight).
  const failureSchema = schema('A browser reports that a version failed to load (sendBeacon)');
  app.post<{ Params: { name: string } }>('/remotes/:name/failures', failureSchema, async (request, reply) => {
    const remote = remoteOf(request.params.name);
    const hits = await store.hitRateLimit(`remote-failure:${request.ip}`, 60_000);
    if (hits > FAILURE_REPORTS_PER_MINUTE) throw new HttpError(429, 'Too many failure reports; try again in a minute.');
    let report: { version?: unknown; kind?: unknown };
    try {
      report = typeof request.body === 'string' ? JSON.parse(request.body) : ((request.body ?? {}) as object);
    } catch {
      throw new HttpError(400, 'The report must be JSON: { "version", "kind" }.');
    }
    const { version, kind } = report ?? {};
    const valid =
      typeof version === 'string' &&
      VERSION_PATTERN.test(version) &&
      typeof kind === 'string' &&
      FAILURE_KINDS.has(kind);
    if (!valid) {
      throw new HttpError(422, `A report names a version and one of these kinds: ${[...FAILURE_KINDS].join(', ')}.`);
    }
    // Only the remote, the version and the kind are kept: nothing about the visitor.
    await store.releases.addFailure(remote.folder, version, kind);
    return reply.code(204).send();
  });
}
