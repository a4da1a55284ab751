/** The paint-first entry (see paintFirst.ts): starts main.js, whose address its script tag carries. */
import { paintFirst, releaseHeldScripts } from './paintFirst';

const script = document.currentScript;
const main = script?.getAttribute('data-main');
if (main) {
  paintFirst(document, () => {
    // main.js and the route's remote files, preloaded now (a server-rendered page held them back)
    releaseHeldScripts(document);
    const app = document.createElement('script');
    app.src = main;
    document.head.appendChild(app);
  });
}
