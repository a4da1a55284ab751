import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { i18n } from 'shared-contracts/platform/i18n';
import { toast } from 'react-toastify';
import { watchRemoteVersions } from './federation/versionWatch';
import { buildRoutes } from './routes/router';

const router = createBrowserRouter(buildRoutes());

function offerReload() {
  toast.info(
    <span>
      {i18n.t('host:update.available')}{' '}
      <button type="button" className="toast-action" onClick={() => window.location.reload()}>
        {i18n.t('host:update.reload')}
      </button>
    </span>,
    { autoClose: false, closeOnClick: false, toastId: 'new-version' },
  );
}

export function App() {
  useEffect(() => watchRemoteVersions(offerReload), []);
  return (
    <ShopProviders>
      <RouterProvider router={router} />
    </ShopProviders>
  );
}
