/**
 * Shared modules negotiated one task at a time. Settling one (version match, registration, wiring
 * its factory) is a few ms of main thread on a phone, and a first load starts them all at once:
 * about eighty for the host's own code, forty more for a remote's page. Run back to back they held
 * the main thread for 300 ms and more in one task, with input waiting for all of it (Total Blocking
 * Time). Each negotiation first waits for a task of its own, so the browser can answer input in
 * between; which module is chosen, and when the page's code runs, are unchanged.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Scheduler = { yield?: () => Promise<void> };

/** A promise settled in a later task: `scheduler.yield()` where the browser has it (resumed ahead of
 *  other queued work), a zero timeout elsewhere. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function yieldingSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-yielding-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
