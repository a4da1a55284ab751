import { startFromPage } from './federation/earlyStart';

// The route's remote modules start loading now, from what the server wrote into the page, while
// the host's own code below loads.
startFromPage();
// Async boundary: shared modules are negotiated with the remotes before any app code runs.
import('./bootstrap');
