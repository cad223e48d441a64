// XMLHttpRequest for saves and collection imports (they need upload progress, which fetch cannot give). A request
// either plays the save the test scripted beforehand (`network.nextSave`) or waits for the test to drive it
// (`progress`, `respond`, `failNetwork`).
import { encodeAnswer, type FakeAnswer } from './fake-response';
import { sentRequest, type SentRequest } from './sent-request';

/** A scripted save: the upload progress to report (fractions), then the answer or a network failure. */
export interface ScriptedSave {
  progress?: number[];
  answer: FakeAnswer | 'network-error';
  /** Hold the answer until this promise settles (to observe the "saving" state). */
  until?: Promise<unknown>;
}

/** What a FakeXhr needs from the network it belongs to. */
export interface XhrRecorder {
  recordSave(request: SentRequest, xhr: FakeXhr): ScriptedSave | undefined;
}

type Listener = (event: Event) => void;

class FakeEventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string, init: { loaded?: number; total?: number } = {}) {
    const event = Object.assign(new Event(type), {
      lengthComputable: init.total !== undefined && init.total > 0,
      loaded: init.loaded ?? 0,
      total: init.total ?? 0,
    });
    const handler = (this as unknown as Record<string, unknown>)[`on${type}`];
    if (typeof handler === 'function') handler.call(this, event);
    this.listeners.get(type)?.forEach((listener) => listener.call(this, event));
  }
}

class FakeUpload extends FakeEventTarget {
  onprogress: Listener | null = null;
  onload: Listener | null = null;
  onloadend: Listener | null = null;
  onerror: Listener | null = null;
}

export class FakeXhr extends FakeEventTarget {
  static readonly UNSENT = 0;
  static readonly OPENED = 1;
  static readonly HEADERS_RECEIVED = 2;
  static readonly LOADING = 3;
  static readonly DONE = 4;
  /** Set by the network that installs this class. */
  static recorder: XhrRecorder | null = null;

  readonly upload = new FakeUpload();
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = '';
  responseType = '';
  responseURL = '';
  timeout = 0;
  withCredentials = false;
  onreadystatechange: Listener | null = null;
  onload: Listener | null = null;
  onloadend: Listener | null = null;
  onerror: Listener | null = null;
  onabort: Listener | null = null;
  ontimeout: Listener | null = null;
  method = 'GET';
  url = '';
  readonly headers = new Headers();
  body: unknown;
  aborted = false;
  private responseContentType = '';

  open(method: string, url: string) {
    this.method = method.toUpperCase();
    this.url = url;
    this.readyState = 1;
    this.fire('readystatechange');
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  overrideMimeType() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.responseContentType : null;
  }
  getAllResponseHeaders() {
    return `content-type: ${this.responseContentType}\r\n`;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
    this.fire('loadend');
  }
  send(body?: unknown) {
    this.body = body;
    const request = sentRequest(
      this.method,
      this.url,
      this.headers,
      body,
      this.withCredentials ? 'include' : 'same-origin',
    );
    const script = FakeXhr.recorder?.recordSave(request, this);
    if (script) void this.play(script);
  }

  /** The body as FormData (what saves send). */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('The request body is not FormData.');
    return this.body;
  }

  /** Reports upload progress: `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    this.upload.fire('progress', { loaded, total });
  }

  /** Part of the answer has arrived (a streamed answer): `status` and the text so far. */
  receivePart(status: number, textSoFar: string) {
    this.status = status;
    this.responseText = textSoFar;
    this.readyState = 3;
    this.fire('progress');
  }

  /** The upload finishes and the server answers. */
  respond(answer: FakeAnswer) {
    this.upload.fire('load');
    this.upload.fire('loadend');
    const { text, contentType } = encodeAnswer(answer);
    this.status = answer.status;
    this.responseContentType = contentType;
    this.responseText = text;
    this.response = this.responseType === 'json' ? (text ? JSON.parse(text) : null) : text;
    this.responseURL = this.url;
    this.readyState = 4;
    this.fire('readystatechange');
    this.fire('load');
    this.fire('loadend');
  }

  /** The connection fails (no answer at all). */
  failNetwork() {
    this.readyState = 4;
    this.status = 0;
    this.fire('readystatechange');
    this.fire('error');
    this.fire('loadend');
  }

  private async play(script: ScriptedSave) {
    await Promise.resolve();
    const total = 1000;
    this.upload.fire('loadstart', { loaded: 0, total });
    for (const fraction of script.progress ?? []) {
      await Promise.resolve();
      this.progress(Math.round(fraction * total), total);
    }
    if (script.until) await script.until.catch(() => undefined);
    if (this.aborted) return;
    if (script.answer === 'network-error') this.failNetwork();
    else this.respond(script.answer);
  }
}
