import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { RemoteFragmentProvider, type FragmentSlotProps } from 'shared-contracts/ui/RemoteFragment';
import { RemoteArea } from './federation/RemoteArea';
import { addAppMessages, i18n } from 'shared-contracts/platform/i18n';
import { watchRemoteVersions } from './federation/versionWatch';
import { buildRoutes } from './routes/router';
import { messages } from './App.messages';

addAppMessages('host', messages);

const routes = buildRoutes();

function ShopRoutes() {
  return useRoutes(routes);
}

/** A new version of a remote is deployed: offer a reload (the toast code loads only now). */
async function offerReload() {
  const { notifyWithAction } = await import('shared-contracts/platform/toast');
  notifyWithAction('new-version', i18n.t('host:update.available'), i18n.t('host:update.reload'), () => window.location.reload());
}

/** Another remote's fragment inside a remote's page (the add-to-cart on the product page). */
function HostFragment({ remote, module, props }: FragmentSlotProps) {
  return <RemoteArea remote={remote} module={module} props={props} variant="fragment" />;
}

/** Spec §7: the payment provider's checkout script is loaded at start-up, once the page shows. */
function loadPaymentScript() {
  import('shared-contracts/platform/payments')
    .then(({ loadPaymentProvider }) => loadPaymentProvider())
    .catch((error: unknown) => console.warn('[shop] payment provider unavailable', error));
}

export function App() {
  useEffect(() => watchRemoteVersions(() => void offerReload()), []);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(loadPaymentScript);
  }, []);
  return (
    <ShopProviders>
      <RemoteFragmentProvider value={HostFragment}>
        <BrowserRouter>
          <ShopRoutes />
        </BrowserRouter>
      </RemoteFragmentProvider>
    </ShopProviders>
  );
}
