/**
 * Compression of what the server makes per request (API JSON, the pages' HTML): brotli or gzip,
 * as the client accepts, above 1 KB, with `Vary: Accept-Encoding`. Static files are compressed at
 * build time (webpack.common.ts) and served precompressed (deploy/local/serve.ts); an answer that
 * already has a Content-Encoding is left alone. Event streams are never compressed (a proxy or the
 * browser would hold the events back until a compressed block fills): the SSE route writes to the
 * socket itself, and the type is refused here as well. Registered before any route (its hooks
 * attach to routes registered after it), by buildApi and by deploy/local/serve.ts.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Types compressed on the fly: text, JSON and XML (and their +json/+xml kinds), never event streams. */
const COMPRESSIBLE = /^(?!text\/event-stream)(?:text\/|application\/(?:json|javascript|xml)|[^;]*\+(?:json|xml)(?:;|$)|image\/svg\+xml)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: (type: string) => COMPRESSIBLE.test(type),
    // Quality 4 (of 11): close to gzip's speed, smaller than it; the strongest is kept for build time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
