// Before the server touches its data: is the port it is to listen on free? Creating the first editor account and
// showing its password once, then failing to listen (another server on the port), would leave a password that is
// never shown again for a site that did not start.
import { createServer } from 'node:net';

/** Why the server cannot listen on `port` at `host`, in words for the operator; null when it can (or port 0). */
export function portProblem(port: number, host: string): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        resolve(`Port ${port} on ${host} is in use by another program: stop it, or set PORT to a free port.`);
      else if (error.code === 'EACCES')
        resolve(`Port ${port} on ${host} needs privileges this process does not have: set PORT to 1024 or above.`);
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        resolve(`HOST ${host} is no address of this machine: set HOST to one of its addresses, or leave it unset.`);
      else resolve(`Port ${port} on ${host} cannot be listened on (${error.code ?? error.message}).`);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
