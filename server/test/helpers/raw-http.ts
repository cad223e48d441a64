// Requests exactly as written, for hostile input: node:http sends the path, headers and body unchanged (fetch
// would normalise `..`, refuse odd headers and set its own content type), and a raw socket sends bytes no HTTP
// client would (broken request lines, smuggling headers).
import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

const TIMEOUT_MS = 30_000;

/** One request over a fresh connection; resolves with the answer (even if the server then resets the upload). */
export function sendRaw(baseUrl: string, spec: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({
      host: url.hostname,
      port: url.port,
      method: spec.method,
      path: spec.path,
      headers: spec.headers ?? {},
      agent: false,
      timeout: TIMEOUT_MS,
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    // A server that answers before reading the whole body may reset the rest of the upload: that is fine once
    // the answer is in.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (spec.body !== undefined) req.write(spec.body);
    req.end();
  });
}

/** Bytes straight onto a socket; reads until the server closes it (send `Connection: close`). */
export function sendBytes(baseUrl: string, bytes: Buffer | string): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks);
      const text = bytes.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!statusLine || headEnd < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const line of text.slice(0, headEnd).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = bytes.subarray(headEnd + 4);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunk(body);
      resolve({ status: Number(statusLine[1]), headers, body: body.toString('utf8') });
    });
    socket.write(bytes);
  });
}

function unchunk(bytes: Buffer): Buffer {
  const out: Buffer[] = [];
  let rest: Buffer = bytes;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(out);
    out.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}
