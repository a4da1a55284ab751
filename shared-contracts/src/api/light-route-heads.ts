import type { ApiRoute } from './define';

/**
 * Method, path and access of the routes a first visit calls (catalogue, cart, payment config, store
 * details). The route table builds these routes on them (routes.ts, settings.ts's storeRoutes) and
 * light-routes.ts names them without their zod schemas; so this file holds no zod, and a page
 * that loads it loads no schema (webpack.common.ts keeps it out of the schemas' chunk).
 */
export const LIGHT_ROUTE_HEADS = {
  listProducts: { method: 'GET', path: '/catalogue/products', access: 'public' },
  getProduct: { method: 'GET', path: '/catalogue/products/:slug', access: 'public' },
  listCategories: { method: 'GET', path: '/catalogue/categories', access: 'public' },
  paymentConfig: { method: 'GET', path: '/payments/config', access: 'public' },
  getCart: { method: 'GET', path: '/cart', access: 'user' },
  replaceCart: { method: 'PUT', path: '/cart', access: 'user' },
  mergeCart: { method: 'POST', path: '/cart/merge', access: 'user' },
  getStore: { method: 'GET', path: '/store', access: 'public' },
  getDeliveryEstimate: { method: 'GET', path: '/delivery/estimate', access: 'public' },
  // the refund policy page's return terms (a content page a first visit may open)
  returnPolicy: { method: 'GET', path: '/returns/policy', access: 'public' },
  // the product page's reviews, below the fold (issue 36)
  productReviews: { method: 'GET', path: '/catalogue/products/:id/reviews', access: 'public' },
} as const satisfies Record<string, Pick<ApiRoute, 'method' | 'path' | 'access'>>;
