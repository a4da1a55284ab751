import { renderStandalone } from 'shared-contracts/ui/StandaloneLayout';
import { standaloneRoutes } from './standalone/routes';

/** remote-admin alone, for its team (port 3003): its pages inside the shared providers, no host. */
renderStandalone(standaloneRoutes);
