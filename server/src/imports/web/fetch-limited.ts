// Fetches a page or a picture from the web for an import, as safely as a server can: http(s) only; the host's
// resolved address is checked (not its name) and the connection is pinned to the checked address, so a DNS
// answer that changes between the check and the connect (rebinding) cannot reach an inner address; every redirect
// is checked the same way; limits on redirects, time and size; only the content types asked for.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Refusal } from '../../refusal';
import { isPublicAddress, type AllowedHosts } from './address-rules';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Content types accepted (lower-case, without parameters); a prefix ending in `/` accepts a whole family. */
  accept: string[];
}

export interface FetchedBody {
  /** Where the body came from, after redirects. */
  url: URL;
  contentType: string;
  /** The charset the server named, if any. */
  charset?: string;
  bytes: Buffer;
}

export const NOT_ALLOWED_ADDRESS = 'This address cannot be imported from: it is not a public web address.';

/** A DNS lookup that answers only public addresses (or any, for an allowed host), so the socket connects to one. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((entry) => isPublicAddress(entry.address));
      // One private answer among public ones is a rebinding trick or a misconfiguration: refuse the host.
      if (usable.length === 0 || usable.length !== addresses.length) {
        const refused = Object.assign(new Error(NOT_ALLOWED_ADDRESS), { code: 'EIMPORTBLOCKED' });
        return callback(refused, '', 0);
      }
      const chosen = usable[0] as LookupAddress;
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
      return callback(null, chosen.address, chosen.family);
    });
  };
}

function checkUrl(url: URL, allowed: AllowedHosts): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Refusal('invalid', 'Only http and https addresses can be imported from.');
  }
  if (url.username || url.password)
    throw new Refusal('invalid', 'An address with a user name or password cannot be imported from.');
  const allowPrivate = allowed.allows(url);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivate && !isPublicAddress(literal)) throw new Refusal('invalid', NOT_ALLOWED_ADDRESS);
  return allowPrivate;
}

function mediaType(header: string | undefined): { type: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters.map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1]).find(Boolean);
  return charset ? { type: type.trim().toLowerCase(), charset } : { type: type.trim().toLowerCase() };
}

function accepted(type: string, accept: string[]): boolean {
  return accept.some((entry) => (entry.endsWith('/') ? type.startsWith(entry) : type === entry));
}

/** One request, no redirect following: the response, with the socket pinned to a checked address. */
function requestOnce(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      lookup: checkedLookup(allowPrivate),
      signal,
      headers: {
        accept: 'text/html,application/xhtml+xml,application/json;q=0.9,image/*;q=0.8,*/*;q=0.1',
        // Not deflate, which servers send both zlib-wrapped and raw; a wrapped one sent unasked is still read.
        'accept-encoding': 'gzip, br',
        // The form crawlers use ("Mozilla/5.0 (compatible; Name/1.0)"): some sites turn away a name without it.
        'user-agent': 'Mozilla/5.0 (compatible; SimpleRecipesImporter/1.0; +recipe import)',
      },
      // Never reuse a socket that might have been opened for another (unchecked) address.
      agent: false,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** The body's bytes as the server sent them, or decoded from the compression it names. */
function decodedBody(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (decoder) return pipeline(response, decoder, () => undefined);
  if (encoding === 'identity' || encoding === '') return response;
  response.destroy();
  throw new Refusal('remote-failed', `The page came compressed in a way the importer cannot read (${encoding}).`);
}

/** zlib's errors ("Z_DATA_ERROR", "Z_BUF_ERROR") and Brotli's ("ERR__ERROR_FORMAT_PADDING_2"). */
function isDecodingError(error: unknown): boolean {
  return /^(Z_|ERR__)/.test(String((error as NodeJS.ErrnoException).code ?? ''));
}

function tooLarge(maxBytes: number): Refusal {
  return new Refusal(
    'too-large',
    `The page or picture is too large to import (over ${Math.round(maxBytes / 1024 / 1024)} MiB).`,
  );
}

/** The body, decoded; the size limit counts the decoded bytes, so a small compressed body cannot unpack to a flood. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const body = decodedBody(response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    body.destroy();
    response.destroy();
    if (error instanceof Refusal) throw error;
    if (isDecodingError(error))
      throw new Refusal('remote-failed', 'The page could not be read: its compressed body is damaged.');
    throw error;
  }
  return Buffer.concat(chunks);
}

function networkError(error: unknown, signal: AbortSignal): Refusal {
  if (error instanceof Refusal) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EIMPORTBLOCKED') return new Refusal('invalid', NOT_ALLOWED_ADDRESS);
  if (signal.aborted || code === 'ABORT_ERR') return new Refusal('remote-timeout', 'The page took too long to answer.');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new Refusal('invalid', 'There is no web site at this address.');
  return new Refusal('remote-failed', 'The page could not be fetched.');
}

/** Statuses with which sites turn away what is not a browser (bot checks, rate limits), or a page they hide. */
const TURNED_AWAY = new Set([401, 403, 429, 451, 503]);

/** What an error status means to the editor; a page the site will not hand over can still be pasted. */
function statusMessage(status: number): string {
  if (status === 404 || status === 410) return `There is no page at this address (the site answered ${status}).`;
  if (TURNED_AWAY.has(status)) {
    return (
      `The site did not give this page to the importer (it answered ${status}); some sites only answer browsers. ` +
      "Open the page in your browser, copy the recipe (or the page's HTML, from View Page Source) and paste it in " +
      "“Or paste the page, or the recipe's text”."
    );
  }
  return `The page answered with status ${status}.`;
}

export async function fetchLimited(address: string, allowed: AllowedHosts, limits: FetchLimits): Promise<FetchedBody> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Refusal('malformed', 'The address is not a valid URL.');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const allowPrivate = checkUrl(url, allowed);
      const response = await requestOnce(url, allowPrivate, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= limits.maxRedirects) throw new Refusal('invalid', 'The page redirects too many times.');
        try {
          url = new URL(response.headers.location, url);
        } catch {
          throw new Refusal('invalid', 'The page redirects to an invalid address.');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new Refusal('invalid', statusMessage(status));
      }
      const { type, charset } = mediaType(response.headers['content-type']);
      if (!accepted(type, limits.accept)) {
        response.resume();
        throw new Refusal('unsupported-type', `This kind of content (${type || 'unknown'}) cannot be imported.`);
      }
      const bytes = await readBody(response, limits.maxBytes);
      return charset ? { url, contentType: type, charset, bytes } : { url, contentType: type, bytes };
    }
  } catch (error) {
    throw networkError(error, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
