import { createRoot } from 'react-dom/client';
import { App } from './App';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import { loadRegistry } from './federation/registry';

const root = createRoot(document.getElementById('root')!, {
  // A page that throws `pageNotFound()` (an unknown product, say) is shown the spec's error page by
  // the host's boundary: that is the design, not a fault, so React does not report it. Every other
  // error a boundary catches is still reported.
  onCaughtError: (error, info) => {
    if (pageErrorStatus(error) === undefined) console.error(error, info.componentStack);
  },
});

loadRegistry()
  .catch((error: unknown) => {
    // Without the registry every remote area shows its fallback; the host's own pages still work.
    console.warn('[shop] remotes registry unavailable', error);
  })
  .finally(() => root.render(<App />));
