/** The paint-first entry (see paintFirst.ts): starts main.js, whose address its script tag carries. */
import { paintFirst } from './paintFirst';

const script = document.currentScript;
const main = script?.getAttribute('data-main');
if (main) {
  paintFirst(document, () => {
    const app = document.createElement('script');
    app.src = main;
    document.head.appendChild(app);
  });
}
