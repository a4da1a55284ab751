import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { standaloneRoutes } from './standalone/routes';

/** remote-checkout alone, for its team (port 3002): its pages inside the shared providers, no host. */
function StandaloneRoutes() {
  return useRoutes(standaloneRoutes);
}

createRoot(document.getElementById('root')!).render(
  <ShopProviders>
    <BrowserRouter>
      <StandaloneRoutes />
    </BrowserRouter>
  </ShopProviders>,
);
