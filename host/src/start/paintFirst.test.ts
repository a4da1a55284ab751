/**
 * @jest-environment jsdom
 */
import { HELD_SCRIPTS_ID, MAX_WAIT_MS, paintFirst, releaseHeldScripts } from './paintFirst';

/** A page as the server sent it: `markup` in #root. */
function page(markup: string): Document {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document;
}

/** An image still loading (jsdom loads none: `complete` is what the browser would say). */
function loading(image: HTMLImageElement | null): HTMLImageElement {
  Object.defineProperty(image!, 'complete', { value: false });
  return image!;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('paint first, then start the app', () => {
  it('starts at once on a page with nothing server-rendered', () => {
    const start = jest.fn();
    paintFirst(page(''), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("loads the browser's number data on a server-rendered page before the app starts, in the page's language", () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const start = jest.fn();
    document.documentElement.lang = 'es';
    try {
      paintFirst(page('<main><h1>Tienda</h1></main>'), start);
      expect(numberFormat).toHaveBeenCalledWith('es');
      expect(start).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      document.documentElement.lang = '';
    }
  });

  it("waits for the first screen's images and the frame that draws them, then starts once", () => {
    const start = jest.fn();
    const doc = page('<main><img fetchpriority="high" src="/a.webp"><img fetchpriority="high" src="/b.webp"><img loading="lazy" src="/c.webp"></main>');
    const [a, b, c] = [...doc.querySelectorAll('img')];
    loading(a!);
    loading(b!);
    loading(c!); // below the fold: not waited for
    paintFirst(doc, start);
    a!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    b!.dispatchEvent(new Event('error')); // a broken image is done too
    expect(start).not.toHaveBeenCalled(); // the frame that paints it comes first
    jest.advanceTimersByTime(50); // requestAnimationFrame, then the timeout after it
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(MAX_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame when the images have already arrived', () => {
    const start = jest.fn();
    const doc = page('<main><h1>Shop</h1><img fetchpriority="high" src="/a.webp"></main>');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: true });
    paintFirst(doc, start);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${MAX_WAIT_MS} ms at most, however slow an image is`, () => {
    const start = jest.fn();
    const doc = page('<main><img fetchpriority="high" src="/slow.webp"></main>');
    loading(doc.querySelector('img'));
    paintFirst(doc, start);
    jest.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe("the scripts a server-rendered page held back", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are preloaded from the head once released, in their order, and not before', () => {
    document.head.innerHTML = `<template id="${HELD_SCRIPTS_ID}"><link rel="preload" as="script" href="/main.1a2b3c4d.js"><link rel="preload" as="script" href="/remotes/shop/remoteEntry.js"></template>`;
    const live = () => [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((link) => link.getAttribute('href'));
    expect(live()).toEqual([]); // a template's content is not part of the page
    releaseHeldScripts(document);
    expect(live()).toEqual(['/main.1a2b3c4d.js', '/remotes/shop/remoteEntry.js']);
  });

  it('a page without them (the browser renders it) has none to release', () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="/main.1a2b3c4d.js">';
    releaseHeldScripts(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
