// `npm run remotes -- <command>`: a team's deploy tool for its own area, against a running site.
//   publish <folder> [--activate] [--percent N]                build the remote in a temporary folder, upload it
//   publish <folder> --no-build [--activate] [--percent N]     upload an existing build (<folder>/dist)
//   publish <folder> --manifest-url URL                        register a release the team hosts itself
//   status                                                     versions, canary and failures of every remote
//   activate <folder> <version>                                make a version live for everyone
//   canary <folder> <version> <percent>                        … for percent % of visitors
//   rollback <folder>                                          the previous version again, canary ended
// Site: --site URL or SITE_URL (default http://localhost:8080). Token: --token or DEPLOY_TOKEN (a deploy token of
// that remote from `npm run users -- deploy-token <folder>`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buffer } from 'node:stream/consumers';
import { resolvePath } from './config';
import { withFreshBuild } from './releases/build-remote';
import { packFolder } from './releases/pack';
import { REMOTE_FOLDERS, remoteByFolder } from './releases/remote-names';
import type { RemoteStatus } from './releases/status';

const USAGE = `Usage: npm run remotes -- <command> [--site URL] [--token TOKEN]
  publish <remote> [--no-build] [--activate] [--percent N]
  publish <remote> --manifest-url URL [--activate] [--percent N]
  status
  activate <remote> <version>
  canary <remote> <version> <percent>
  rollback <remote>
remotes: ${REMOTE_FOLDERS.join(', ')}; the token also comes from DEPLOY_TOKEN, the site from SITE_URL.`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

function parseArgs(argv: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  const valued = new Set(['--site', '--token', '--percent', '--manifest-url']);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (valued.has(arg)) {
      const value = argv[(i += 1)];
      if (value === undefined) throw new UsageError(`${arg} needs a value.`);
      flags.set(arg, value);
    } else flags.set(arg, true);
  }
  return { positional, flags };
}

function remoteArg(value: string | undefined): string {
  const folder = value ? path.basename(path.resolve(value)) : undefined;
  if (!folder || !remoteByFolder(folder)) throw new UsageError(`Name a remote: ${REMOTE_FOLDERS.join(', ')}.`);
  return folder;
}

function percentOf(value: string | true | undefined): number {
  if (value === undefined) return 100;
  const percent = Number(value);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new UsageError('--percent must be 1–100.');
  return percent;
}

class Site {
  constructor(
    readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async call<T>(method: string, apiPath: string, body?: { json?: unknown; gzip?: Buffer }): Promise<T> {
    if (!this.token) throw new UsageError('A deploy token is needed: --token TOKEN or DEPLOY_TOKEN.');
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    let payload: BodyInit | undefined;
    if (body?.gzip) {
      headers['content-type'] = 'application/gzip';
      payload = new Uint8Array(body.gzip);
    } else if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    let response: Response;
    try {
      response = await fetch(new URL(apiPath, this.url), { method, headers, ...(payload ? { body: payload } : {}) });
    } catch {
      throw new Error(`${this.url} does not answer (is the site running? --site URL).`);
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: string; problems?: string[] };
    if (!response.ok) {
      const problems = answer.problems?.map((problem) => `\n  - ${problem}`).join('') ?? '';
      throw new Error(`${response.status}: ${answer.error ?? response.statusText}${problems}`);
    }
    return answer as T;
  }
}

function printStatus(all: Record<string, RemoteStatus>): void {
  for (const [remote, status] of Object.entries(all)) {
    const missing = (version: string | undefined) =>
      status.versions.some((entry) => entry.version === version && entry.missing);
    const canary = status.canary
      ? `, canary ${status.canary.version} at ${status.canary.percent} %${missing(status.canary.version) ? ' (files missing: not served)' : ''}`
      : '';
    const active = status.builtIn
      ? ' (built with the site)'
      : missing(status.active ?? undefined)
        ? ` (files missing: visitors get the one built with the site, ${status.builtInVersion ?? 'unknown'})`
        : '';
    console.log(`${remote}: active ${status.active ?? '(none)'}${active}${canary}`);
    for (const version of status.versions) {
      const marks = [
        version.version === status.active && !status.builtIn ? 'active' : '',
        version.version === status.canary?.version ? 'canary' : '',
        version.version === status.previous ? 'previous' : '',
        version.missing ? 'files missing on the site: not served, publish it again' : '',
      ].filter(Boolean);
      console.log(
        `  ${version.version}  published ${version.publishedAt} by token #${version.tokenId ?? '-'}  failures ${version.failures}` +
          `${version.lastFailure ? ` (last: ${version.lastFailure})` : ''}${marks.length ? `  [${marks.join(', ')}]` : ''}`,
      );
    }
  }
}

async function main(argv: string[]): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const [command, ...rest] = positional;
  const siteUrl = String(flags.get('--site') ?? process.env.SITE_URL ?? 'http://localhost:8080');
  const token = flags.get('--token') ?? process.env.DEPLOY_TOKEN;
  const site = new Site(siteUrl, typeof token === 'string' ? token : undefined);
  // The repository root: this file is server/src/remotes-cli.ts.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

  switch (command) {
    case 'publish': {
      const folder = remoteArg(rest[0]);
      const manifestUrl = flags.get('--manifest-url');
      let published: { name: string; version: string };
      if (typeof manifestUrl === 'string') {
        published = await site.call('POST', `/api/remotes/${folder}/releases`, { json: { manifestUrl } });
      } else {
        const upload = async (dist: string, what: string) => {
          const gzip = await buffer(await packFolder(dist));
          console.error(`Uploading ${what} (${Math.round(gzip.length / 1024)} KB) to ${site.url}…`);
          return site.call<{ name: string; version: string }>('POST', `/api/remotes/${folder}/releases`, { gzip });
        };
        if (flags.has('--no-build')) {
          // The folder as typed (a checkout elsewhere), else the remote's folder in this repository.
          const typed = resolvePath(process.env, path.join(rest[0]!, 'dist'));
          const dist = existsSync(typed) ? typed : path.join(root, folder, 'dist');
          if (!existsSync(dist)) throw new Error(`${dist} does not exist: build the remote first.`);
          published = await upload(dist, dist);
        } else {
          console.error(`Building ${folder} in a temporary folder…`);
          published = await withFreshBuild(folder, root, (dist) => upload(dist, `the new build of ${folder}`));
        }
      }
      console.log(`Published ${folder} version ${published.version}.`);
      if (flags.has('--activate') || flags.has('--percent')) {
        const percent = percentOf(flags.get('--percent'));
        await site.call('POST', `/api/remotes/${folder}/active`, { json: { version: published.version, percent } });
        console.log(percent < 100 ? `Canary: ${percent} % of visitors get it.` : 'It is active for every visitor.');
      }
      return 0;
    }
    case 'status':
      printStatus(await site.call<Record<string, RemoteStatus>>('GET', '/api/remotes'));
      return 0;
    case 'activate':
    case 'canary': {
      const folder = remoteArg(rest[0]);
      const version = rest[1];
      if (!version) throw new UsageError('Name the version (see `npm run remotes -- status`).');
      const percent = command === 'canary' ? percentOf(rest[2] ?? flags.get('--percent')) : 100;
      const status = await site.call<RemoteStatus>('POST', `/api/remotes/${folder}/active`, {
        json: { version, percent },
      });
      printStatus({ [folder]: status });
      return 0;
    }
    case 'rollback': {
      const folder = remoteArg(rest[0]);
      printStatus({ [folder]: await site.call<RemoteStatus>('POST', `/api/remotes/${folder}/rollback`) });
      return 0;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
