import { createRoot } from 'react-dom/client';
import './i18n/messages';
import { App } from './App';
import { loadRegistry } from './federation/registry';

const root = createRoot(document.getElementById('root')!);

loadRegistry()
  .catch((error: unknown) => {
    // Without the registry every remote area shows its fallback; the host's own pages still work.
    console.warn('[shop] remotes registry unavailable', error);
  })
  .finally(() => root.render(<App />));
