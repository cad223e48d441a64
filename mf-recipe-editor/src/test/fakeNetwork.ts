// The network boundary for the editor's tests: `fetch` (reads) and `XMLHttpRequest` (saves, for
// upload progress) are replaced, so the real shared-api client code runs against scripted answers.

export interface FakeAnswer {
  status: number;
  /** An object is sent as JSON, a string as text/plain. */
  body?: unknown;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Route = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A scripted save: the upload progress events to fire, then the answer (or a network failure). */
export interface ScriptedSave {
  progress?: number[];
  answer: FakeAnswer | 'network-error';
  /** Hold the answer until this promise settles (to observe the "saving" state). */
  until?: Promise<unknown>;
}

class FakeResponse {
  readonly ok: boolean;
  readonly headers: Headers;
  readonly statusText = '';
  readonly redirected = false;
  readonly type = 'basic';
  constructor(
    private readonly text_: string,
    readonly status: number,
    contentType: string,
    readonly url: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new Headers({ 'content-type': contentType });
  }
  async text() {
    return this.text_;
  }
  async json() {
    return JSON.parse(this.text_) as unknown;
  }
  clone() {
    return new FakeResponse(this.text_, this.status, this.headers.get('content-type') ?? '', this.url);
  }
}

function encode(answer: FakeAnswer): { text: string; contentType: string } {
  if (answer.body === undefined) return { text: '', contentType: 'text/plain' };
  if (typeof answer.body === 'string') return { text: answer.body, contentType: 'text/plain; charset=utf-8' };
  return { text: JSON.stringify(answer.body), contentType: 'application/json; charset=utf-8' };
}

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init ?? {}).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

export class FakeNetwork {
  readonly requests: SentRequest[] = [];
  /** Requests sent through XMLHttpRequest (the saves). */
  readonly saves: SentRequest[] = [];
  private readonly routes = new Map<string, Route>();
  private readonly scriptedSaves: ScriptedSave[] = [];

  /** Answer `METHOD /path` (query ignored) with `answer` or a function of the request. */
  on(method: string, path: string, answer: FakeAnswer | Route): this {
    this.routes.set(`${method.toUpperCase()} ${path}`, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  /** The next save (XHR) gets this script. */
  nextSave(script: ScriptedSave): this {
    this.scriptedSaves.push(script);
    return this;
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<FakeResponse> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const request: SentRequest = { method, url, headers: headersOf(init.headers), body: init.body };
    this.requests.push(request);
    const route = this.routes.get(`${method} ${pathOf(url)}`);
    const answer = route ? await route(request) : { status: 404, body: { error: 'Not found.' } };
    const { text, contentType } = encode(answer);
    return new FakeResponse(text, answer.status, contentType, url);
  };

  takeSaveScript(): ScriptedSave {
    const script = this.scriptedSaves.shift();
    if (!script) throw new Error('The test did not script an answer for this save.');
    return script;
  }
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
  protected fire(type: string, init: { loaded?: number; total?: number } = {}) {
    const event = Object.assign(new Event(type), {
      lengthComputable: init.total !== undefined,
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
  emit(type: string, init?: { loaded?: number; total?: number }) {
    this.fire(type, init);
  }
}

/** A stand-in for XMLHttpRequest bound to a FakeNetwork. */
export function fakeXhrClass(network: FakeNetwork) {
  return class FakeXMLHttpRequest extends FakeEventTarget {
    static readonly UNSENT = 0;
    static readonly OPENED = 1;
    static readonly HEADERS_RECEIVED = 2;
    static readonly LOADING = 3;
    static readonly DONE = 4;
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
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private responseContentType = '';
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
      this.readyState = 1;
      this.fire('readystatechange');
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
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
      const request: SentRequest = { method: this.method, url: this.url, headers: { ...this.headers }, body };
      network.requests.push(request);
      network.saves.push(request);
      const script = network.takeSaveScript();
      void this.play(script);
    }

    private async play(script: ScriptedSave) {
      await Promise.resolve();
      const total = 1000;
      this.upload.emit('loadstart', { loaded: 0, total });
      for (const fraction of script.progress ?? []) {
        await Promise.resolve();
        this.upload.emit('progress', { loaded: Math.round(fraction * total), total });
      }
      if (script.until) await script.until.catch(() => undefined);
      if (this.aborted) return;
      if (script.answer === 'network-error') {
        this.readyState = 4;
        this.status = 0;
        this.fire('readystatechange');
        this.fire('error');
        this.fire('loadend');
        return;
      }
      this.upload.emit('load', { loaded: total, total });
      this.upload.emit('loadend', { loaded: total, total });
      const { text, contentType } = encode(script.answer);
      this.status = script.answer.status;
      this.responseContentType = contentType;
      this.responseText = text;
      this.response = this.responseType === 'json' ? (text ? JSON.parse(text) : null) : text;
      this.responseURL = this.url;
      this.readyState = 4;
      this.fire('readystatechange');
      this.fire('load');
      this.fire('loadend');
    }
  };
}

/** Installs a fresh fake network on the jsdom window; call in `beforeEach`. */
export function installFakeNetwork(): FakeNetwork {
  const network = new FakeNetwork();
  Object.assign(globalThis, { fetch: network.fetch, XMLHttpRequest: fakeXhrClass(network) });
  return network;
}

/** The text of a multipart part, whether it was appended as a string or as a Blob. */
export function partText(part: FormDataEntryValue | null): Promise<string> {
  if (part === null) return Promise.reject(new Error('The part is missing.'));
  if (typeof part === 'string') return Promise.resolve(part);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(part);
  });
}
