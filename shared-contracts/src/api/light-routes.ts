/**
 * The routes a first visit calls (catalogue, cart, payment config, store details), named by method,
 * path and access only (light-route-heads.ts, which the route table builds them on). `routes.ts`
 * carries every route's zod schemas, and zod is about 87 KB gzip: far too much for a guest's first
 * page (the budget is 300 KB in all). The client takes the API's answer to these as it is; their
 * types are the full routes'. Forms and signed-in pages use `routes` itself.
 */
import { LIGHT_ROUTE_HEADS } from './light-route-heads';
import type { routes } from './routes';
import type { storeRoutes } from './settings';
import type { shippingRoutes } from './shipping';
import type { returnRoutes } from './returns';
import type { reviewRoutes } from './reviews';

type FullRoutes = typeof routes & typeof storeRoutes & typeof shippingRoutes & typeof returnRoutes & typeof reviewRoutes;

export const lightRoutes = LIGHT_ROUTE_HEADS as unknown as { [K in keyof typeof LIGHT_ROUTE_HEADS]: FullRoutes[K] };
