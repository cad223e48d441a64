// Reads the multipart save request (docs/design.md §3): an optional image part `files` (or `importedImage`, or on an
// update `removeImage`) and the JSON parts `recipe`, `ingredients` and `steps`, within the size limits, with a clear
// 4xx for anything malformed.
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@simple-recipes/shared-api/types';
import { HttpError } from '../http-error';

export const JSON_PARTS = ['recipe', 'ingredients', 'steps'] as const;
export type JsonPartName = (typeof JSON_PARTS)[number];
export const IMAGE_PART = 'files';
/** A picture kept by an import from the web, by its reference (sent instead of `files`). */
export const IMPORTED_IMAGE_PART = 'importedImage';
/** `true` on an update: the recipe no longer has a picture. */
export const REMOVE_IMAGE_PART = 'removeImage';
export const REMOVE_IMAGE_VALUE_MESSAGE =
  'The "removeImage" part may only be "true" (the recipe no longer has a picture).';
export const REMOVE_IMAGE_ON_CREATE_MESSAGE =
  'A new recipe has no picture to remove: leave out the "removeImage" part (it is for updates).';
export const REMOVE_IMAGE_WITH_PICTURE_MESSAGE =
  'The "removeImage" part cannot come with a picture ("files" or "importedImage"): send one or the other.';

export interface SaveRequest {
  /** The uploaded file's bytes, or null when no image was sent. */
  image: Buffer | null;
  /** The reference of an imported picture, when the request names one. */
  importedImage?: string;
  /** The request asks to remove the recipe's picture (never together with a picture). */
  removeImage: boolean;
  parts: Record<JsonPartName, unknown>;
}

const MIB = 1024 * 1024;
export const REQUEST_TOO_LARGE_MESSAGE = `The request is too large: it may be at most ${LIMITS.requestBytesMax / MIB} MiB.`;

/** Multipart limits; the whole request is also held to LIMITS.requestBytesMax. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: LIMITS.requestBytesMax,
  fields: 10,
  fileSize: LIMITS.imageBytesMax,
  files: 4,
  parts: 12,
  headerPairs: 20,
};

function isJsonPart(name: string): name is JsonPartName {
  return (JSON_PARTS as readonly string[]).includes(name);
}

/**
 * Drops keys that name Object.prototype members (`__proto__`, `constructor`, `toString` …) while parsing. No field
 * of a save has such a name, and the validator looks fields up in a plain object, where these names find the
 * prototype's members instead of failing cleanly: they made a 500 and are a prototype-pollution hazard.
 */
function withoutPrototypeKeys(key: string, value: unknown): unknown {
  return key in Object.prototype ? undefined : value;
}

function parseJsonPart(name: string, text: string): unknown {
  try {
    return JSON.parse(text, withoutPrototypeKeys);
  } catch (error) {
    // Checked by name: errors of the JSON parser may come from another realm (Jest).
    if ((error as Error).name === 'RangeError') throw new HttpError(400, `The "${name}" part is nested too deeply.`);
    throw new HttpError(400, `The "${name}" part is not valid JSON.`);
  }
}

/** True when `error` is one this module or the multipart plugin raised with a meaning of its own. */
function isKnown(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return error instanceof HttpError || (typeof code === 'string' && code.startsWith('FST_'));
}

export async function readSaveRequest(request: FastifyRequest): Promise<SaveRequest> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'A recipe is saved as multipart/form-data with the parts "recipe", "ingredients" and "steps" (and optionally "files").',
    );
  }
  let image: Buffer | null = null;
  let importedImage: string | undefined;
  let sawImage = false;
  let removeImage = false;
  const parts: Partial<Record<JsonPartName, unknown>> = {};
  let totalBytes = 0;
  const count = (bytes: number) => {
    totalBytes += bytes;
    if (totalBytes > LIMITS.requestBytesMax) throw new HttpError(413, REQUEST_TOO_LARGE_MESSAGE);
  };

  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      const name = part.fieldname;
      if (name === IMPORTED_IMAGE_PART && importedImage === undefined && part.type === 'field') {
        importedImage = typeof part.value === 'string' ? part.value.slice(0, 100) : '';
        continue;
      }
      if (name === REMOVE_IMAGE_PART) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        if (removeImage) throw new HttpError(400, `The "${REMOVE_IMAGE_PART}" part may be sent only once.`);
        if (part.type !== 'field' || part.value !== 'true') throw new HttpError(400, REMOVE_IMAGE_VALUE_MESSAGE);
        removeImage = true;
        continue;
      }
      if (name !== IMAGE_PART && !isJsonPart(name)) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, `The request has an unknown part "${name.slice(0, 50)}".`);
      }
      if (name === IMAGE_PART ? sawImage : name in parts) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, `The "${name}" part may be sent only once.`);
      }
      if (name === IMAGE_PART) {
        sawImage = true;
        if (part.type !== 'file') throw new HttpError(400, 'The "files" part must be a file.');
        const bytes = await part.toBuffer();
        count(bytes.length);
        // A form with an empty file input sends an empty part: no image.
        image = bytes.length > 0 ? bytes : null;
        continue;
      }
      // JSON parts come as plain fields, or as files when a client appends a Blob.
      let text: string;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        count(bytes.length);
        text = bytes.toString('utf8');
      } else {
        if (part.valueTruncated) throw new HttpError(413, REQUEST_TOO_LARGE_MESSAGE);
        text = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        count(Buffer.byteLength(text));
      }
      parts[name] = parseJsonPart(name, text);
    }
  } catch (error) {
    if (isKnown(error)) throw error;
    // busboy's own complaints (broken boundaries, truncated bodies) are the client's doing.
    throw new HttpError(400, 'The multipart request is malformed.');
  }

  for (const name of JSON_PARTS) {
    if (!(name in parts)) throw new HttpError(400, `The request is missing the "${name}" part.`);
  }
  // An empty `files` part is no picture (see above), so it may come with `removeImage`.
  if (removeImage && (image || importedImage)) throw new HttpError(400, REMOVE_IMAGE_WITH_PICTURE_MESSAGE);
  const save: SaveRequest = { image, removeImage, parts: parts as Record<JsonPartName, unknown> };
  if (importedImage) save.importedImage = importedImage;
  return save;
}
