/** An error whose message is safe to show the client, with the HTTP status it maps to. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** 422 only: field path → message. */
  readonly fieldErrors?: Record<string, string>;

  constructor(statusCode: number, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}
