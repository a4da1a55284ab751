/**
 * The host's first script: the page's only `<script>` (host/webpack.config.ts's PaintFirstPlugin
 * puts it in place of main.js, which the page preloads: see below). It lets the browser paint a
 * server-rendered page before the app's code runs, then starts that code (main.js).
 *
 * Why: the app's start-up (the federation runtime, the host's modules, hydration) holds a phone's
 * main thread for a second or more, and a page's largest image, even when it has arrived, is
 * drawn only once the main thread is free. So the page waits for its first-screen images (those the
 * server marked `fetchpriority="high"`) and for the frame that draws them, at most
 * MAX_WAIT_MS. A page with nothing server-rendered starts at once: there is nothing to paint
 * before the app draws it.
 *
 * Nor do the app's scripts share a phone's slow link with those images: a server-rendered page
 * holds its script preloads (main.js, the route's remote files) in an inert
 * `<template id="held-scripts">` (host/server/page.ts), and the start puts them in the head, so
 * they are fetched, all at once, when the first screen is drawn (issue 34: on Lighthouse's slow
 * 4G a product photo shared the link with some 80 KB of script and arrived last).
 *
 * Plain DOM, no imports: it must stay a few hundred bytes that run before anything else.
 */

/** The `<template>` holding a server-rendered page's script preloads until the first screen is drawn. */
export const HELD_SCRIPTS_ID = 'held-scripts';

/**
 * Starts fetching the scripts the page held back: the `<link rel="preload">`s of HELD_SCRIPTS_ID
 * go into the head (a template's content is inert: nothing in it was fetched). None on a page
 * served without it.
 */
export function releaseHeldScripts(doc: Document): void {
  const held = doc.getElementById(HELD_SCRIPTS_ID);
  if (held instanceof HTMLTemplateElement) doc.head.appendChild(doc.importNode(held.content, true));
}

/** The longest the app's start waits for the first screen's images: a slow image must not keep a
 *  page from working. */
export const MAX_WAIT_MS = 1_500;

export function paintFirst(doc: Document, startApp: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp();
  };
  // After the next frame is painted: requestAnimationFrame runs just before it, the timeout just after.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

  if (!doc.getElementById('root')?.firstElementChild) {
    start();
    return;
  }
  // The page's prices are formatted again when it hydrates, and a page's first number format loads
  // the browser's number data (some 25 ms; 100 ms and more on a phone, in one piece). Made now,
  // while the page waits for its images and the scripts download, it is loaded before the app
  // starts: formatting then costs next to nothing in the middle of start-up.
  Intl.NumberFormat(doc.documentElement.lang || undefined);
  const loading = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  setTimeout(start, MAX_WAIT_MS);
  let left = loading.length;
  if (left === 0) {
    afterNextPaint();
    return;
  }
  const done = () => {
    left -= 1;
    if (left === 0) afterNextPaint();
  };
  for (const image of loading) {
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  }
}
