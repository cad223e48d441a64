// Every error becomes JSON `{ error }` (plus `errors` for 422) with the right status: never a stack trace,
// never a 500 for bad input or a known fault of the machine (machine/faults.ts: 507 storage full, 503 + Retry-After
// for unwritable storage, a busy or unreachable database, too many open files — logged once per episode).
// Unexpected failures are logged and answered with a plain 500 sentence.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '@simple-recipes/shared-api/types';
import { HttpError } from '../http-error';
import { Refusal, type RefusalKind } from '../refusal';
import { FaultEpisodes } from '../machine/fault-episodes';
import { faultAnswer, type FaultKind } from '../machine/faults';

declare module 'fastify' {
  interface FastifyInstance {
    /** Faults of the machine met by requests now (one entry per ongoing episode), for readiness and metrics. */
    faults: FaultEpisodes;
  }
}

const MIB = 1024 * 1024;

/** Clear sentences for the framework's and plugins' own 4xx errors. */
const KNOWN_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The JSON body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The body is not valid JSON.' },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    message: `The image is too large: it may be at most ${LIMITS.imageBytesMax / MIB} MiB.`,
  },
  FST_PARTS_LIMIT: { status: 413, message: 'The request has too many parts.' },
  FST_FILES_LIMIT: { status: 413, message: 'Only one image may be sent with a recipe.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The request has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The request has a forbidden field name.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A part declared as JSON is not valid JSON.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'The request must be multipart/form-data.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload ended before it was complete.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is malformed.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request is malformed.' },
};

const GENERIC_4XX: Record<number, string> = {
  400: 'The request is malformed.',
  401: 'Please log in first.',
  403: 'This is not allowed.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This response type cannot be produced.',
  408: 'The request took too long.',
  409: 'The request conflicts with the current state.',
  411: 'The request needs a Content-Length header.',
  413: 'The request is too large.',
  414: 'The URL is too long.',
  415: 'This content type is not accepted here.',
  422: 'Some fields are invalid.',
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large.',
};

/** The status of each kind of domain refusal. */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  malformed: 400,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  invalid: 422,
  'remote-failed': 502,
  'remote-timeout': 504,
  busy: 503,
};

/** When a client refused as busy may try again. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export const SERVER_ERROR_MESSAGE = 'Something went wrong on the server. Please try again.';

export interface ErrorAnswer {
  status: number;
  body: { error: string; errors?: Record<string, string> };
  retryAfterSeconds?: number;
  /** Set when the error is a known fault of the machine. */
  fault?: FaultKind;
}

export function errorAnswer(error: FastifyError | HttpError | Refusal | Error): ErrorAnswer {
  if (error instanceof HttpError || error instanceof Refusal) {
    return {
      status: error instanceof Refusal ? REFUSAL_STATUS[error.kind] : error.statusCode,
      body: error.fieldErrors ? { error: error.message, errors: error.fieldErrors } : { error: error.message },
      ...(error instanceof Refusal && error.kind === 'busy' ? { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS } : {}),
    };
  }
  const fault = faultAnswer(error);
  if (fault) {
    return {
      status: fault.status,
      body: { error: fault.message },
      fault: fault.kind,
      ...(fault.retryAfterSeconds ? { retryAfterSeconds: fault.retryAfterSeconds } : {}),
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { status: 400, body: { error: `The request is invalid: ${fastifyError.message}.` } };
  }
  const known = fastifyError.code ? KNOWN_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { error: known.message } };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { error: GENERIC_4XX[status] ?? GENERIC_4XX[400]! } };
  }
  return { status: 500, body: { error: SERVER_ERROR_MESSAGE } };
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  const faults = new FaultEpisodes(app.log);
  app.decorate('faults', faults);
  app.addHook('onClose', async () => faults.close());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, retryAfterSeconds, fault } = errorAnswer(error);
    if (fault) faults.record(fault, error, { method: request.method, url: request.url });
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code, reason: body.error }, 'request refused');
    if (fault === 'too-many-open-files') {
      // Idle keep-alive sockets hold descriptors the next requests need: let them go, and this one too.
      reply.header('connection', 'close');
      app.server.closeIdleConnections();
    }
    if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  // A request refused before its body was read (e.g. a too-large upload): read and discard the rest, so the
  // client finishes sending and sees the answer instead of a reset connection. Node's request timeout bounds it.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.readableEnded && !request.raw.destroyed) request.raw.resume();
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found.' }));
}

export default fp(errorHandler, { name: 'error-handler' });
