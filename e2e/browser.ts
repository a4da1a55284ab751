/**
 * The built shop on a free port and the Debian Chromium (its headless shell) that visits it: shared by the end-to-end
 * tests (through harness.ts) and by scripts/size.ts. No node:test here, so scripts can use it.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServeOptions } from '../host/server/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH };

/** The theme's primary colour (PRIMARY_COLOR '#5b7f1f') as the browser computes it. */
export const OLIVE_RGB = 'rgb(91, 127, 31)';

export async function startServer(options: ServeOptions = {}): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildServer(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}` };
}

/** How long Chromium may take to start: its first start on a fresh machine builds the font cache,
 *  which on a loaded 2-core CI machine takes longer than playwright's default 30 s. */
const LAUNCH_TIMEOUT_MS = 180_000;

/**
 * The run's Chromium, started once by scripts/test-e2e.ts (its address in this variable): each
 * caller gets a connection of its own, whose close() closes its contexts and leaves the browser to
 * the next file.
 */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS';

export function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV];
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS, timeout: LAUNCH_TIMEOUT_MS });
}

/** Starts the Chromium a whole run shares (SHARED_BROWSER_ENV). */
export function launchSharedBrowser() {
  return chromium.launchServer({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS, timeout: LAUNCH_TIMEOUT_MS });
}


/** A Content-Security-Policy violation a page reported (its `securitypolicyviolation` event). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every Content-Security-Policy violation of every page and frame of `context` into
 * `violations`: an init script listens for `securitypolicyviolation` before any page script runs.
 */
export async function recordCspViolations(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding('__shopCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __shopCspViolation?: (v: unknown) => void }).__shopCspViolation;
      report?.({
        page: event.documentURI,
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
}
