/**
 * Product images: the seed's illustrations (kept in the repository, api/seed-assets) under
 * /media/seed/, and uploaded images (the shop's storage in config.uploadsDir, written by the image
 * store) under /media/products/. Both are cached for a year: an uploaded file's link carries its
 * download token, new whenever its bytes change, and a seed image never changes once the shop is
 * running. An uploaded file is served only to a link with its token (spec §7: the download link is
 * built from the token); without it, or with another, the answer is 403 storage/unauthorized, and
 * 404 storage/object-not-found where there is no such object.
 * The seed's drawings are part of the shop like its icons, public.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { parseDownloadUrl } from 'shared-contracts/api/storage';
import { MEDIA_PREFIX } from '../images/local';
import { SEED_ASSETS_DIR, SEED_MEDIA_PREFIX } from '../seed/images';
import { registerStorageErrors } from './storage-errors';
import { StorageFailure } from '../images/errors';

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
  const returnPhotos = path.join(app.services.config.uploadsDir, 'returns');
  fs.mkdirSync(uploaded, { recursive: true });
  fs.mkdirSync(returnPhotos, { recursive: true });
  await app.register(fastifyStatic, { ...staticOptions, root: SEED_ASSETS_DIR, prefix: SEED_MEDIA_PREFIX });
  await app.register(async (scope) => {
    registerStorageErrors(scope);
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const link = parseDownloadUrl(request.url);
      const access = link ? await app.services.images.downloadAccess(link.name, link.token) : 'missing';
      if (access === 'missing') throw new StorageFailure('object-not-found');
      if (access === 'refused') throw new StorageFailure('unauthorized');
    });
    await scope.register(fastifyStatic, { ...staticOptions, root: uploaded, prefix: UPLOADED_MEDIA_PREFIX });
    // the photos customers attach to a return request (modules/storage.ts), with the same token check
    await scope.register(fastifyStatic, { ...staticOptions, root: returnPhotos, prefix: `${MEDIA_PREFIX}returns/` });
  });
}
