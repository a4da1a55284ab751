/**
 * The routes a first visit calls (catalogue, cart, payment config), named by method and path only.
 * `routes.ts` carries every route's zod schemas, and zod is about 87 KB gzip: far too much for a
 * guest's first page (the budget is 300 KB in all). The client takes the API's answer to these as
 * it is; their types are the full routes', and `light-routes.test.ts` checks each one against
 * `routes`. Forms and signed-in pages use `routes` itself.
 */
import type { ApiRoute } from './define';
import type { routes } from './routes';
import type { storeRoutes } from './settings';

type Routes = typeof routes;
const light = <K extends keyof Routes>(route: Pick<Routes[K], 'method' | 'path' | 'access'>) => route as ApiRoute as Routes[K];

export const lightRoutes = {
  listProducts: light<'listProducts'>({ method: 'GET', path: '/catalogue/products', access: 'public' }),
  getProduct: light<'getProduct'>({ method: 'GET', path: '/catalogue/products/:slug', access: 'public' }),
  listCategories: light<'listCategories'>({ method: 'GET', path: '/catalogue/categories', access: 'public' }),
  paymentConfig: light<'paymentConfig'>({ method: 'GET', path: '/payments/config', access: 'public' }),
  getCart: light<'getCart'>({ method: 'GET', path: '/cart', access: 'user' }),
  replaceCart: light<'replaceCart'>({ method: 'PUT', path: '/cart', access: 'user' }),
  mergeCart: light<'mergeCart'>({ method: 'POST', path: '/cart/merge', access: 'user' }),
  /** The store details every page shows (ui/useStore); its route is settings.ts's storeRoutes. */
  getStore: { method: 'GET', path: '/store', access: 'public' } as ApiRoute as (typeof storeRoutes)['getStore'],
};
