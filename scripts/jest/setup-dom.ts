import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor end when their condition holds; 15 s is the cap on a loaded machine (jest.config.js).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's responsive helpers ask for matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks these; antd's form and select use them.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class TimeoutPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other?: TimeoutPort;
  postMessage(data: unknown) {
    setTimeout(() => this.other?.onmessage?.({ data }), 0);
  }
  close() {}
}
class TimeoutChannel {
  port1 = new TimeoutPort();
  port2 = new TimeoutPort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoResizeObserver,
  MessageChannel: globalThis.MessageChannel ?? TimeoutChannel,
});
