import { renderStandalone } from 'shared-contracts/ui/StandaloneLayout';
import { standaloneRoutes } from './standalone/routes';

/** remote-checkout alone, for its team (port 3002): its pages inside the shared providers, no host. */
renderStandalone(standaloneRoutes);
