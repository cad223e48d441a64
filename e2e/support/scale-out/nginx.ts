// Runs Debian's nginx as the current user with the repository's deployment example (deploy/nginx.conf): the
// example is copied with the test's ports put in, and wrapped in a small main config that keeps everything nginx
// writes (pid, logs, temporary files) in a temporary prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

export const DEPLOY_NGINX_CONF = path.join(REPO_ROOT, 'deploy', 'nginx.conf');
const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

function nginxBinary(): string {
  const found = NGINX_BINARIES.find((binary) => existsSync(binary));
  if (!found) {
    throw new Error(
      `nginx is not installed (looked for ${NGINX_BINARIES.join(', ')}). On Debian: apt-get install nginx.`,
    );
  }
  return found;
}

/**
 * deploy/nginx.conf with the upstream's server lines pointing at `upstreamPorts` and the listen line at
 * 127.0.0.1:`listenPort`. Throws when the example no longer has the lines this replaces.
 */
export function renderSiteConfig(shipped: string, listenPort: number, upstreamPorts: number[]): string {
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;$/gm;
  const shippedServers = shipped.match(serverLine) ?? [];
  if (shippedServers.length === 0)
    throw new Error('deploy/nginx.conf: no "server 127.0.0.1:PORT …;" line in the upstream.');
  const [first] = shippedServers;
  const [, indent = '', parameters = ''] = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;$/.exec(first!)!;
  let replacedServers = false;
  let rendered = shipped.replace(serverLine, () => {
    if (replacedServers) return '';
    replacedServers = true;
    return upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};`).join('\n');
  });
  const listenLine = /^(\s*)listen 80;$/m;
  if (!listenLine.test(rendered)) throw new Error('deploy/nginx.conf: no "listen 80;" line.');
  rendered = rendered.replace(listenLine, `$1listen 127.0.0.1:${listenPort};`);
  return rendered;
}

/** A main config like Debian's stock one (gzip on for http {}: the example must turn it off itself). */
function mainConfig(prefix: string): string {
  const at = (name: string) => path.join(prefix, name);
  return `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    gzip on;
    access_log ${at('access.log')};
    client_body_temp_path ${at('temp/client_body')};
    proxy_temp_path ${at('temp/proxy')};
    fastcgi_temp_path ${at('temp/fastcgi')};
    uwsgi_temp_path ${at('temp/uwsgi')};
    scgi_temp_path ${at('temp/scgi')};
    include ${at('recipes.conf')};
}
`;
}

export interface Nginx {
  url: string;
  /** Its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

export async function startNginx(options: { listenPort: number; upstreamPorts: number[] }): Promise<Nginx> {
  const binary = nginxBinary();
  const prefix = mkdtempSync(path.join(tmpdir(), 'recipes-nginx-'));
  // Started as root, nginx runs its workers as `nobody`: they must reach the temporary folders in here.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'temp'));
  writeFileSync(
    path.join(prefix, 'recipes.conf'),
    renderSiteConfig(readFileSync(DEPLOY_NGINX_CONF, 'utf8'), options.listenPort, options.upstreamPorts),
  );
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
  const errorLogFile = path.join(prefix, 'error.log');
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');

  let output = '';
  const child: ChildProcess = spawn(
    binary,
    ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLogFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // graceful: finish the requests in flight
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${options.listenPort}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `nginx exited (${child.exitCode}) while starting:\n${output}\n${errorLog()}`;
      await stop();
      throw new Error(message);
    }
    try {
      await fetch(`${url}/remotes.json`);
      break; // nginx answers (whatever the processes say)
    } catch {
      if (Date.now() > deadline) {
        const message = `nginx did not listen on ${url} within ${START_TIMEOUT_MS / 1000} s:\n${output}\n${errorLog()}`;
        await stop();
        throw new Error(message);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, errorLog, stop };
}
