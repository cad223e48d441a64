// What the domain layers (recipes/, images/, …) throw when they refuse a request: a kind and a sentence safe to
// show the user, with no HTTP in it. plugins/error-handler.ts maps each kind to its status.

export type RefusalKind =
  /** The request does not say what it means (a malformed parameter). */
  | 'malformed'
  /** The fields break a rule (with the failing field paths). */
  | 'invalid'
  /** The thing asked for does not exist. */
  | 'not-found'
  /** Someone else changed it since the caller read it. */
  | 'conflict'
  /** Bigger than a limit allows. */
  | 'too-large'
  /** A kind of content (a file type) that is not accepted. */
  | 'unsupported-type'
  /** Another server the request needs (a page being imported) answered wrongly or not at all. */
  | 'remote-failed'
  /** Another server the request needs took too long to answer. */
  | 'remote-timeout'
  /** The server is doing as much of this as it takes at once; the same request may succeed a moment later. */
  | 'busy';

export class Refusal extends Error {
  /** 'invalid' only: field path → message. */
  readonly fieldErrors?: Record<string, string>;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'Refusal';
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}
