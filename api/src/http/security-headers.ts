/**
 * helmet's security headers (X-Content-Type-Options, Strict-Transport-Security, Referrer-Policy,
 * the cross-origin policies, ...) on every answer, worked out once. @fastify/helmet runs helmet()
 * on each request, which builds its middleware from the options anew: ~4% of the CPU of a cached
 * catalogue answer (node --cpu-prof under load). The API's options never vary per request (no
 * nonces: the policies are http/content-security.ts's and the pages' own), so the headers the plugin
 * sets are read once, from one answer of a throwaway instance with the same plugin and options, and
 * set by a single hook. The plugin stays the one that decides what they are.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** What any answer carries, not helmet's doing. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers @fastify/helmet sets with `options`. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const response = await probe.inject({ url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name, value]) => !NOT_HELMETS.has(name) && value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/** Sets helmet's headers (with `options`) on every answer of `app`. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
