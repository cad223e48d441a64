// The bytes sent for an answer object, kept as long as the object lives. The list cache hands out the same
// answer object for the same page until the data changes, so a page asked for again is sent as it was encoded
// the first time: no summaries to map, no JSON to write, nothing to compress.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cacheLookups } from '../metrics/registry';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD } from './compression';
import type { ContentCoding } from './accept-encoding';

export interface EncodedAnswer {
  body: Buffer;
  /** The coding of `body`: identity for a small answer, whatever was asked. */
  coding: ContentCoding;
}

/** What Fastify's serializer gives. */
type Serialized = string | Buffer | ArrayBuffer;

function encode(json: Serialized, coding: ContentCoding): EncodedAnswer {
  const raw = typeof json === 'string' ? Buffer.from(json) : Buffer.isBuffer(json) ? json : Buffer.from(json);
  if (coding === 'identity' || raw.length < COMPRESSION_THRESHOLD) return { body: raw, coding: 'identity' };
  return { body: coding === 'br' ? brotliCompressSync(raw, BROTLI_OPTIONS) : gzipSync(raw), coding };
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
      encoded = encode(serialize(), coding);
      encodings.set(coding, encoded);
    }
    return encoded;
  }
}
