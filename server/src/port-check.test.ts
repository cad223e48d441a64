import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { portProblem } from './port-check';

function listening(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen({ port: 0, host: '127.0.0.1' }, () => resolve(server));
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

it('finds nothing in the way of a free port, and leaves it free', async () => {
  const free = await listening();
  const port = portOf(free);
  await new Promise((resolve) => free.close(resolve));

  expect(await portProblem(port, '127.0.0.1')).toBeNull();
  expect(await portProblem(port, '127.0.0.1')).toBeNull();
});

it('says a port another program listens on is in use', async () => {
  const other = await listening();
  try {
    expect(await portProblem(portOf(other), '127.0.0.1')).toBe(
      `Port ${portOf(other)} on 127.0.0.1 is in use by another program: stop it, or set PORT to a free port.`,
    );
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

it.each([
  ['an address of another machine', '203.0.113.7'],
  ['a name that resolves to nothing', 'no-such-host.invalid'],
])('says HOST is no address of this machine when it is %s', async (_, host) => {
  expect(await portProblem(8080, host)).toBe(
    `HOST ${host} is no address of this machine: set HOST to one of its addresses, or leave it unset.`,
  );
});

it('says a port below 1024 needs privileges, to a process without them', () => {
  const unprivilegedFrom = Number(readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8'));
  expect(unprivilegedFrom).toBeGreaterThan(1); // a machine that lets anyone take port 1 has nothing to refuse
  // A test run as root checks from a child that gives up root first, as a service account would run.
  const script = `
    if (process.getuid() === 0) process.setuid('nobody');
    const { portProblem } = require(${JSON.stringify(join(__dirname, 'port-check.ts'))});
    portProblem(1, '127.0.0.1').then((problem) => process.stdout.write(String(problem)));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  expect(child.stdout).toBe(
    'Port 1 on 127.0.0.1 needs privileges this process does not have: set PORT to 1024 or above.',
  );
});
