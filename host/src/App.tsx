import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { i18n } from 'shared-contracts/platform/i18n';
import { watchRemoteVersions } from './federation/versionWatch';
import { buildRoutes } from './routes/router';

const routes = buildRoutes();

function ShopRoutes() {
  return useRoutes(routes);
}

/** A new version of a remote is deployed: offer a reload (the toast code loads only now). */
async function offerReload() {
  const { notifyWithAction } = await import('shared-contracts/platform/toast');
  notifyWithAction('new-version', i18n.t('host:update.available'), i18n.t('host:update.reload'), () => window.location.reload());
}

export function App() {
  useEffect(() => watchRemoteVersions(() => void offerReload()), []);
  return (
    <ShopProviders>
      <BrowserRouter>
        <ShopRoutes />
      </BrowserRouter>
    </ShopProviders>
  );
}
