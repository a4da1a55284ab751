/**
 * The catalogue as shoppers see it: published products (list and one by slug) and the categories.
 * Answered from the instance's catalogue cache (catalogue/cache.ts) with an ETag (a repeat visit
 * gets 304 and no body) and a Cache-Control that lets a CDN or nginx keep an answer briefly and
 * serve it a little longer while it asks again.
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { searchRoutes } from 'shared-contracts/api/search';
import type { ProductDetail } from 'shared-contracts/api/catalogue';
import type { ApiRoute } from 'shared-contracts/api/define';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import type { Db } from '../db/database';
import { catalogueCache, matchesEtag, type CachedAnswer } from '../catalogue/cache';
import { localizeCategory, localizeProduct } from '../catalogue/localize';
import { toCategory, toPublicProduct } from '../catalogue/mapping';
import { findPublishedProduct, listCategories, listPublishedProducts } from '../catalogue/repository';
import { variantsOf } from '../catalogue/variants';
import { COMPRESSION_THRESHOLD_BYTES, sendMaybePrecompressed } from '../http/compression';
import { HttpError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { mount, responseOf } from '../http/mount';
import { searchSuggestions } from '../catalogue/search';

/**
 * Browsers ask again each time (and get 304 while nothing changed); shared caches may answer for
 * 10 s, and for 30 s more with the kept answer while they fetch a fresh one. A change therefore
 * reaches shoppers behind a CDN within ~10 s, and at once when they reach the API.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** A published product as GET /catalogue/products/:slug answers it in `locale`, or undefined: also
 *  what the page server (host/server/head.ts) describes a product page with, and its 404. */
export async function publishedProductDetail(db: Db, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ProductDetail | undefined> {
  const found = await findPublishedProduct(db, slug);
  const variants = found && (await variantsOf(db, [found.product.id])).get(found.product.id);
  return (
    found && {
      product: localizeProduct(toPublicProduct(found.product, variants), found.product, locale),
      category: localizeCategory(toCategory(found.category), found.category, locale),
    }
  );
}

/** Sends a kept answer: 304 when the client holds it already, else its JSON (precompressed when made). */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  // Every answer is in the caller's language (catalogue/localize.ts): a shared cache keeps one per language.
  reply.header('ETag', answer.etag).header('Cache-Control', CATALOGUE_CACHE_CONTROL).header('Vary', 'Accept-Language');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoded = answer.text.length >= COMPRESSION_THRESHOLD_BYTES ? answer.encoded : undefined;
  return sendMaybePrecompressed(reply, request.headers['accept-encoding'], answer.text, encoded);
}

/** Fastify's tracing of route handlers (lib/wrap-thenable.js): asyncStart is published when an async handler has finished, before its answer is sent. */
const handlerChannel = diagnostics.tracingChannel('fastify.request.handler');
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A key for parsed input: the same query however its parameters were ordered. */
const keyOf = (name: string, input: Record<string, unknown>) =>
  `${name}?${JSON.stringify(Object.keys(input).sort().map((key) => [key, input[key]]))}`;

export default async function catalogue(app: FastifyInstance) {
  const cache = catalogueCache(app.services.database);
  app.addHook('onReady', async () => {
    try {
      await cache.start();
    } catch (error) {
      // without the notifications nothing can be kept safely: every read goes to the database
      app.log.warn({ err: error }, 'catalogue cache off: cannot listen for catalogue changes');
    }
  });
  app.addHook('onClose', async () => cache.stop());
  // Read-your-writes on this instance: a write it answers (an admin's save, an order taking stock)
  // drops the cache after its handler is done and before its answer leaves, without waiting for the
  // notification. Fastify announces each handler's end on a diagnostics channel, whichever plugin
  // registered the route (a hook here would only see this plugin's routes).
  const afterHandler = (message: unknown) => {
    const { request } = message as { request: FastifyRequest };
    if (READS.has(request.method) || request.server.services?.database !== app.services.database) return;
    cache.clear();
  };
  handlerChannel.asyncStart.subscribe(afterHandler);
  app.addHook('onClose', async () => handlerChannel.asyncStart.unsubscribe(afterHandler));

  /** The answer of `route` for `key`, trimmed to its response schema once, when it is made. */
  const cached = <R extends ApiRoute>(route: R, key: string, load: () => Promise<unknown>) =>
    cache.get(key, async () => {
      const value = await load();
      return value === undefined ? undefined : responseOf(route, value);
    });

  mount(app, routes.listProducts, async ({ query, request, reply }) => {
    // a search matches the text in the caller's language (catalogue/search.ts)
    const locale = requestLanguage(request);
    const answer = await cached(routes.listProducts, keyOf(`products:${locale}`, query), async () => {
      const { sort, page, pageSize, ...filter } = query;
      const { rows, total } = await listPublishedProducts(app.services.db, { ...filter, locale }, { sort, page, pageSize });
      const variants = await variantsOf(app.services.db, rows.map((row) => row.id));
      return { items: rows.map((row) => localizeProduct(toPublicProduct(row, variants.get(row.id)), row, locale)), total, page, pageSize };
    });
    return sendCached(request, reply, answer!);
  });

  mount(app, routes.getProduct, async ({ params, request, reply }) => {
    const locale = requestLanguage(request);
    const answer = await cached(routes.getProduct, `product:${locale}:${params.slug}`, () => publishedProductDetail(app.services.db, params.slug, locale));
    if (!answer) throw new HttpError('not_found');
    return sendCached(request, reply, answer);
  });

  // Answers differ by language (Accept-Language): a shared cache keeps one per language.
  mount(app, searchRoutes.searchSuggestions, async ({ query, request, reply }) => {
    const locale = requestLanguage(request);
    const answer = await cached(searchRoutes.searchSuggestions, keyOf(`suggestions:${locale}`, query), () => searchSuggestions(app.services.db, query.q, locale));
    reply.header('Vary', 'Accept-Language');
    return sendCached(request, reply, answer!);
  });

  mount(app, routes.listCategories, async ({ request, reply }) => {
    const locale = requestLanguage(request);
    const answer = await cached(routes.listCategories, `categories:${locale}`, async () => ({
      items: (await listCategories(app.services.db)).map((row) => localizeCategory(toCategory(row), row, locale)),
    }));
    return sendCached(request, reply, answer!);
  });
}
