import { startFromPage } from './federation/earlyStart';

// The route's remote modules start loading now, from what the server wrote into the page, while
// the host's own code below loads.
startFromPage();
// Async boundary: shared modules are negotiated with the remotes before any app code runs. In a
// task of its own (setTimeout): the federation runtime's start and that negotiation each hold a
// phone's main thread for a while; in one task they would block input twice as long.
setTimeout(() => void import('./bootstrap'));
