import { renderStandalone } from 'shared-contracts/ui/StandaloneLayout';
import { standaloneRoutes } from './standalone/routes';

/** remote-shop alone, for its team (port 3001): its pages inside the shared providers, no host. */
renderStandalone(standaloneRoutes);
