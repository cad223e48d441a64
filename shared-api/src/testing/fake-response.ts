// What a scripted answer looks like on the wire, and the Response jsdom does not have.

export interface FakeAnswer {
  status: number;
  /** An object is sent as JSON, a string as text/plain, nothing as an empty body. */
  body?: unknown;
  /** Overrides the content type derived from the body. */
  contentType?: string;
}

/** The body text and content type of an answer, as the server would send them. */
export function encodeAnswer(answer: FakeAnswer): { text: string; contentType: string } {
  const isJson = answer.body !== undefined && typeof answer.body !== 'string';
  const text = answer.body === undefined ? '' : isJson ? JSON.stringify(answer.body) : (answer.body as string);
  const contentType = answer.contentType ?? (isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  return { text, contentType };
}

/** The parts of `Response` the shared-api client reads. */
export class FakeResponse {
  readonly ok: boolean;
  readonly headers: Headers;
  readonly statusText = '';
  readonly redirected = false;
  readonly type = 'basic';
  constructor(
    private readonly bodyText: string,
    readonly status: number,
    contentType: string,
    readonly url: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new Headers({ 'content-type': contentType });
  }

  static of(answer: FakeAnswer, url = ''): FakeResponse {
    const { text, contentType } = encodeAnswer(answer);
    return new FakeResponse(text, answer.status, contentType, url);
  }

  async text() {
    return this.bodyText;
  }
  async json() {
    return JSON.parse(this.bodyText) as unknown;
  }
  clone() {
    return new FakeResponse(this.bodyText, this.status, this.headers.get('content-type') ?? '', this.url);
  }
}
