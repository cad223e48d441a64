// Shutting down while a picture is still streaming to a keep-alive client: the response finishes after the server
// began closing, and its socket must then be let go at once — not held for the 72 s keep-alive timeout, which kept
// the process (and this suite, once in CI) from ending.
import { Agent, get } from 'node:http';
import { ApiClient, draft, editorClient } from './helpers/client';
import * as images from './helpers/images';
import { startServer } from './helpers/server';

jest.setTimeout(60_000);

const HUNG_AFTER_MS = 10_000;

function within<T>(promise: Promise<T>, what: string): Promise<T | string> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${what} still pending after ${HUNG_AFTER_MS} ms`), HUNG_AFTER_MS);
  });
  return Promise.race([promise, hung]).finally(() => clearTimeout(timer));
}

it('lets a keep-alive socket go as soon as a response that outlived the start of the shutdown ends', async () => {
  const server = await startServer();
  let closing: Promise<void> | undefined;
  try {
    const editor = await editorClient(server);
    // A page image of a large photo is several read-stream chunks: the response is still going when close starts.
    const stub = await editor.create(draft('Streaming Strudel'), { image: await images.photo12mp() });
    const { imageUrl } = await new ApiClient(server).recipe(stub);

    const agent = new Agent({ keepAlive: true });
    const { socketClosed, bytes } = await new Promise<{ socketClosed: Promise<void>; bytes: Promise<number> }>(
      (resolve, reject) => {
        get(server.url + imageUrl!, { agent }, (response) => {
          response.pause();
          expect(response.headers.connection).not.toBe('close');
          const socketClosed = new Promise<void>((done) => response.socket.once('close', () => done()));
          // The shutdown begins with the picture's headers sent and its body not yet read.
          closing = server.close();
          const bytes = new Promise<number>((done, fail) => {
            let length = 0;
            response.on('data', (chunk: Buffer) => (length += chunk.length));
            response.on('end', () => done(length));
            response.on('error', fail);
          });
          response.resume();
          resolve({ socketClosed, bytes });
        }).on('error', reject);
      },
    );

    expect(await bytes).toBeGreaterThan(64 * 1024);
    expect(await within(socketClosed, 'the keep-alive socket')).toBeUndefined();
    expect(await within(closing!, 'server.close()')).toBeUndefined();
    agent.destroy();
  } finally {
    await (closing ?? server.close());
  }
});
