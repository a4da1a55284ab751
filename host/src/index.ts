import { handleUnhandled, installUnhandledErrors } from './errors/unhandled';
import { startFromPage, startRouteModules } from './federation/earlyStart';
import { nextTask } from './federation/yieldingShares';

// Before anything else runs: whatever fails from here on, start-up included, reaches the error page.
installUnhandledErrors();

// The remotes and their manifests, from what the server wrote into the page.
startFromPage();

/**
 * The host's code, evaluated a part per task. Importing the app evaluates everything it imports in
 * one go (React DOM, i18n, antd's theme machinery, the providers, the layouts): on a phone that was
 * a single task of 300-400 ms, with input waiting for all of it. Importing the heaviest parts first,
 * each after a task boundary, leaves the same modules evaluated in the same order, in several
 * shorter tasks; each import is a shared-module boundary too, so nothing here runs before the
 * modules are negotiated with the remotes.
 */
const stages: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('shared-contracts/platform/i18n'),
  () => import('shared-contracts/ui/ShopProviders'),
  () => import('shared-contracts/ui/router'),
  () => import('./App'),
  // The route's remote modules, once every shared module the host's code consumes is the host's.
  async () => startRouteModules(),
  () => import('./bootstrap'),
];

async function start() {
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
}

// A stage that fails (a chunk that does not load, a module that throws) leaves no app to show it.
start().catch((error: unknown) => handleUnhandled(error, 'startup', undefined, { appGone: true }));
