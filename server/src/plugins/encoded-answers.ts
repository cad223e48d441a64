// JSON answers encoded by their route instead of the compression plugin's hook: the coding negotiated once, and
// the encoder told the answer's size (brotli sets itself up for a 2 KB answer in half the time it takes for an
// answer of unknown size; an 8 KB list page compresses in 33 µs instead of 45, to the same bytes). For the list
// cache's answer objects the bytes are kept as long as the object lives: the list cache hands out the same answer
// object for the same page until the data changes, so a page asked for again is sent as it was encoded the first
// time — no summaries to map, no JSON to write, nothing to compress.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheLookups } from '../metrics/registry';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD } from './compression';
import { preferredCoding, type ContentCoding } from './accept-encoding';

export interface EncodedAnswer {
  body: Buffer;
  /** The coding of `body`: identity for a small answer, whatever was asked. */
  coding: ContentCoding;
}

/**
 * What Fastify's serializer gives, or a text as the pieces it is joined from (a list page: its cards' kept JSON),
 * which are written one after another into the buffer below rather than joined into a string first.
 */
type Serialized = string | Buffer | ArrayBuffer | readonly string[];

/**
 * Where a text answer is written before it is compressed: one buffer reused by every answer (compression here is
 * synchronous), instead of a new buffer of the answer's size each time — under load, those allocations and their
 * collection cost about as much as writing the text.
 */
let scratch = Buffer.allocUnsafe(64 * 1024);
/** An answer larger than this gets a buffer of its own rather than keeping the shared one that large for good. */
const SCRATCH_MAX_BYTES = 1024 * 1024;

function bytesToCompress(text: string | readonly string[]): Buffer {
  const pieces = typeof text === 'string' ? [text] : text;
  let needed = 0;
  for (const piece of pieces) needed += Buffer.byteLength(piece);
  if (needed > SCRATCH_MAX_BYTES) return Buffer.from(pieces.join(''));
  if (needed > scratch.length)
    scratch = Buffer.allocUnsafe(Math.min(SCRATCH_MAX_BYTES, Math.max(needed, 2 * scratch.length)));
  let length = 0;
  for (const piece of pieces) length += scratch.write(piece, length);
  return scratch.subarray(0, length);
}

/**
 * Compressed output goes to buffers of this size: below half of Node's buffer pool, so they are slices of the pool
 * rather than a fresh 16 KiB allocation per answer (a list page compresses to 2–3 KB).
 */
const OUTPUT_CHUNK_BYTES = Buffer.poolSize / 2 - 1;

export function encodeAnswer(json: Serialized, coding: ContentCoding): EncodedAnswer {
  if (coding === 'identity') return { body: asBuffer(json), coding };
  const raw = typeof json === 'string' || Array.isArray(json) ? bytesToCompress(json) : asBuffer(json);
  // A copy: `raw` may be the shared buffer.
  if (raw.length < COMPRESSION_THRESHOLD) return { body: Buffer.from(raw), coding: 'identity' };
  if (coding === 'gzip') return { body: gzipSync(raw, { chunkSize: OUTPUT_CHUNK_BYTES }), coding };
  const params = {
    ...BROTLI_OPTIONS.params,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    // A window just larger than the answer: the same bytes out, without setting up brotli's default 4 MiB window.
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(raw.length + 1))),
    ),
  };
  return { body: brotliCompressSync(raw, { params, chunkSize: OUTPUT_CHUNK_BYTES }), coding };
}

function asBuffer(json: Serialized): Buffer {
  if (typeof json === 'string') return Buffer.from(json);
  if (Buffer.isBuffer(json)) return json;
  return Array.isArray(json) ? Buffer.from(json.join('')) : Buffer.from(json as ArrayBuffer);
}

/** The coding the request takes. */
export const codingOf = (request: FastifyRequest): ContentCoding => preferredCoding(request.headers['accept-encoding']);

/** Sends an encoded JSON answer (on a route with `compress: false`). */
export function sendJsonAnswer(reply: FastifyReply, { body, coding }: EncodedAnswer): FastifyReply {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(body);
}

export class EncodedAnswers {
  private readonly byAnswer = new WeakMap<object, Map<ContentCoding, EncodedAnswer>>();

  /** `answer` as `coding`; `serialize` runs only the first time this answer is asked for in this coding. */
  get(answer: object, coding: ContentCoding, serialize: () => Serialized): EncodedAnswer {
    let encodings = this.byAnswer.get(answer);
    if (!encodings) {
      encodings = new Map();
      this.byAnswer.set(answer, encodings);
    }
    let encoded = encodings.get(coding);
    cacheLookups.inc({ cache: 'encoded_answers', result: encoded ? 'hit' : 'miss' });
    if (!encoded) {
      encoded = encodeAnswer(serialize(), coding);
      encodings.set(coding, encoded);
    }
    return encoded;
  }
}
