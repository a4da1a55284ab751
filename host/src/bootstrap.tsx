import { createRoot } from 'react-dom/client';
import { App } from './App';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import { loadRegistry, registryFromPage } from './federation/registry';

const root = createRoot(document.getElementById('root')!, {
  // A page that throws `pageNotFound()` (an unknown product, say) is shown the spec's error page by
  // the host's boundary: that is the design, not a fault, so React does not report it. Every other
  // error a boundary catches is still reported.
  onCaughtError: (error, info) => {
    if (pageErrorStatus(error) === undefined) console.error(error, info.componentStack);
  },
});

// The layout is drawn at once when the page carried the registry; otherwise after fetching it.
if (registryFromPage()) {
  root.render(<App />);
} else {
  loadRegistry()
    .catch((error: unknown) => {
      // Without the registry every remote area shows its fallback; the host's own pages still work.
      console.warn('[shop] remotes registry unavailable', error);
    })
    .finally(() => root.render(<App />));
}
