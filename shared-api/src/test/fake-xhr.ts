// Test double of XMLHttpRequest for saves: records what was sent and lets the test play the upload and the answer.
import type { FakeAnswer } from './fake-fetch';

type Listener = (event: ProgressEvent) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.byType.set(type, (this.byType.get(type) ?? []).filter((entry) => entry !== listener));
  }
  emit(type: string, loaded = 0, total = 0) {
    const event = { type, loaded, total, lengthComputable: total > 0 } as ProgressEvent;
    for (const listener of this.byType.get(type) ?? []) listener(event);
  }
}

export class FakeXhr extends Listeners {
  static instances: FakeXhr[] = [];
  readonly upload = new Listeners();
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  private contentType: string | null = null;

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }

  /** The body as FormData (what saves send). */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('The request body is not FormData.');
    return this.body;
  }

  progress(loaded: number, total: number) {
    this.upload.emit('progress', loaded, total);
  }
  respond(answer: FakeAnswer) {
    this.upload.emit('load');
    this.status = answer.status;
    this.responseText =
      answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    this.contentType =
      answer.contentType ?? (answer.body === undefined || typeof answer.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json');
    this.emit('load');
  }
  failNetwork() {
    this.emit('error');
  }
}

/** Installs FakeXhr as XMLHttpRequest for the calling test file. */
export function installFakeXhr(): () => FakeXhr {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.instances = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
  return () => {
    const last = FakeXhr.instances.at(-1);
    if (!last) throw new Error('No XMLHttpRequest was sent.');
    return last;
  };
}

/** Text of a FormData part (string or Blob). */
export async function partText(part: FormDataEntryValue | null): Promise<string> {
  if (part === null) throw new Error('The part is missing.');
  if (typeof part === 'string') return part;
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(part);
  });
}
