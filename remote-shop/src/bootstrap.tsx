import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { standaloneRoutes } from './standalone/routes';

/** remote-shop alone, for its team (port 3001): its pages inside the shared providers, no host. */
const router = createBrowserRouter(standaloneRoutes);

createRoot(document.getElementById('root')!).render(
  <ShopProviders>
    <RouterProvider router={router} />
  </ShopProviders>,
);
