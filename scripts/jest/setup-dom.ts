import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';
import CssInJsCache from '@ant-design/cssinjs/lib/Cache';
import { TextDecoder, TextEncoder } from 'node:util';

// A query that finds nothing throws an error that prints the whole page (prettyDOM): costly on an
// antd page, and findBy*/waitFor throw one at every try while they wait, then keep only the last.
// While they try (Testing Library turns its expensive diagnostics off then), the error prints the
// page only when its message is read: waitFor reads the last one's when it gives up, so a failure
// still shows the page, as it was then.
const { getElementError } = getConfig();
function printedWhenRead(message: string | null, container: Element): Error {
  if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) {
    const error = getElementError(message, container);
    Error.captureStackTrace(error, printedWhenRead); // a failure points at the test's line, not this one
    return error;
  }
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let printed: string | undefined;
  Object.defineProperty(error, 'message', { get: () => (printed ??= getElementError(message, container).message), configurable: true });
  return error;
}

// findBy*/waitFor end when their condition holds; 15 s is the cap on a loaded machine (jest.config.js).
configure({ asyncUtilTimeout: 15_000, getElementError: printedWhenRead });

// antd's CSS-in-JS cache drops a theme's derived token (and the CSS variables written from it) when
// the last component using it unmounts, i.e. at every test's clean-up, and the next render derives
// it again (about a fifth of router.test's CPU). Keep the derived token: the clean-up still runs,
// so the variables leave the page and are written again on the next render, as before.
type CacheValue = [number, unknown];
const opUpdate = CssInJsCache.prototype.opUpdate;
CssInJsCache.prototype.opUpdate = function (this: CssInJsCache, key: string, valueFn: (value: CacheValue | null) => CacheValue | null) {
  opUpdate.call(this, key, (value) => {
    const next = valueFn(value);
    return next === null && value && key.startsWith('token%') ? [0, value[1]] : next;
  });
};

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
