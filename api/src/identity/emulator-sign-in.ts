/**
 * Google sign-in against the Auth emulator, offline (issue 22 part 4). The client SDK's own popup
 * and redirect flows need Google's script loader (apis.google.com/js/api.js) for the emulator's
 * helper frame, which nothing offline can load. The emulator's Google sign-in page itself needs
 * nothing from outside: this route serves it from the shop's own origin, so the page's result (the
 * emulator's stand-in Google ID token, which it keeps in the window's sessionStorage before it goes
 * to `redirectUrl`) is readable by the shop's pages, which sign in with it (host/src/sign-in/google.ts).
 *
 * Only where the API uses the emulator (never in production: config.ts refuses the emulator there).
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts/api/common';
import { EMULATOR_SIGN_IN_PATH } from 'shared-contracts/api/identity';

/** The query parameters the emulator's page reads; nothing else is passed on. */
const PASSED = ['apiKey', 'appName', 'authType', 'providerId', 'redirectUrl', 'eventId'];

/**
 * The page without what it would load from the internet (Material scripts and fonts): offline it
 * is not there, and this route's policy allows nothing from elsewhere. The page works without
 * them (it checks for the Material script), styled by its own inline styles.
 */
export function withoutOutsideResources(html: string): string {
  return html.replace(/<script\b[^>]*\bsrc="https?:\/\/[^"]*"[^>]*>\s*<\/script>/gi, '').replace(/<link\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>/gi, '');
}

export function registerEmulatorSignIn(app: FastifyInstance, emulatorHost: string) {
  // Where the shop's popup sends the page when done: nothing to show, so the popup stays on the
  // page (a 204 keeps the document) until the shop has read the result and closed it.
  app.get(`${API_PREFIX}${EMULATOR_SIGN_IN_PATH}/done`, async (_request, reply) => reply.code(204).send());
  app.get(`${API_PREFIX}${EMULATOR_SIGN_IN_PATH}`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const passed = new URLSearchParams();
    for (const name of PASSED) if (typeof query[name] === 'string') passed.set(name, query[name]);
    const redirectUrl = passed.get('redirectUrl');
    // Back to this site only: the page must not become a way to send someone's token elsewhere.
    const origin = `${request.protocol}://${request.host}`;
    if (!redirectUrl || !URL.canParse(redirectUrl) || new URL(redirectUrl).origin !== origin) {
      return reply.code(400).type('text/plain; charset=utf-8').send('redirectUrl must be a page of this site');
    }
    const answer = await fetch(`http://${emulatorHost}/emulator/auth/handler?${passed.toString()}`, { signal: AbortSignal.timeout(10_000) });
    return reply
      .code(answer.status)
      .type(answer.headers.get('content-type') ?? 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(withoutOutsideResources(await answer.text()));
  });
}
