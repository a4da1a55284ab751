/**
 * Product images: the seed's illustrations (kept in the repository, api/seed-assets) under
 * /media/seed/, and uploaded images (config.uploadsDir, written by the image store) under
 * /media/products/. Both are cached for a year: an uploaded file's name carries its content hash,
 * and a seed image never changes once the shop is running.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MEDIA_PREFIX } from '../images/local';
import { SEED_ASSETS_DIR, SEED_MEDIA_PREFIX } from '../seed/images';

export const UPLOADED_MEDIA_PREFIX = `${MEDIA_PREFIX}products/`;
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function setMediaHeaders(res: { setHeader(name: string, value: string): void }) {
  res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
  // An image opened on its own (an SVG above all) may run nothing and load nothing.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

const staticOptions = {
  decorateReply: false,
  index: false,
  list: false,
  dotfiles: 'deny',
  cacheControl: false,
  setHeaders: setMediaHeaders,
} as const;

export default async function media(app: FastifyInstance) {
  const uploaded = path.join(app.services.config.uploadsDir, 'products');
  fs.mkdirSync(uploaded, { recursive: true });
  await app.register(fastifyStatic, { ...staticOptions, root: SEED_ASSETS_DIR, prefix: SEED_MEDIA_PREFIX });
  await app.register(fastifyStatic, { ...staticOptions, root: uploaded, prefix: UPLOADED_MEDIA_PREFIX });
}
