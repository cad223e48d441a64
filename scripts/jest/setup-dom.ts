import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A data router (createMemoryRouter, as the shell and the editor use) builds a `Request` for every navigation;
// jsdom has none. Routes in tests have no loaders or actions, so only the URL, method and signal are ever read.
if (typeof globalThis.Request === 'undefined') {
  class MinimalRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    readonly headers: Headers;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal; headers?: HeadersInit } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? null;
      this.headers = new Headers(init.headers);
    }
  }
  Object.assign(globalThis, { Request: MinimalRequest });
}
