/**
 * Compression of what the server makes per request (API JSON, the pages' HTML): brotli or gzip,
 * as the client accepts, above 1 KB, with `Vary: Accept-Encoding`. Static files are compressed at
 * build time (webpack.common.ts) and served precompressed (host/server/serve.ts); an answer that
 * already has a Content-Encoding is left alone. Event streams are never compressed (a proxy or the
 * browser would hold the events back until a compressed block fills): the SSE route writes to the
 * socket itself, and the type is refused here as well. Registered before any route (its hooks
 * attach to routes registered after it), by buildApi and by host/server/serve.ts.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** A text compressed once, at the strongest levels the build uses for static files, to be sent many times. */
export interface Precompressed {
  br: Buffer;
  gzip: Buffer;
  /** The text itself as bytes, for a client that takes neither (else each answer encodes and measures it again). */
  identity?: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a document that will be sent again and again (a server-rendered page the server keeps):
 * brotli 11 and gzip 9, off the main thread (zlib's thread pool). About 15% smaller than the
 * on-the-fly quality 4, at a cost (~100 ms of a pool thread for a product page) paid once, not per visit.
 */
export async function precompress(text: string): Promise<Precompressed> {
  const body = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * Sends `text`, precompressed when it has been and the client accepts brotli or gzip (the
 * on-the-fly compression leaves an answer with a Content-Encoding alone); otherwise as is (its kept
 * bytes when there are), for the on-the-fly compression to handle.
 */
export function sendMaybePrecompressed(reply: FastifyReply, acceptEncoding: string | undefined, text: string, encoded?: Precompressed) {
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = encoded && acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : undefined;
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(encoded?.identity ?? text);
  return reply.header('Content-Encoding', encoding).send(encoded![encoding]);
}
