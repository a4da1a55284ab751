/** The signed-in user's cart: read, replace, and merge a guest cart into it on sign-in. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { getCart, mergeCart, replaceCart } from '../cart/cart';
import { mount } from '../http/mount';

export default async function cart(app: FastifyInstance) {
  mount(app, routes.getCart, async ({ user }) => getCart(app.services, user.uid));
  mount(app, routes.replaceCart, async ({ user, body }) => replaceCart(app.services, user.uid, body));
  mount(app, routes.mergeCart, async ({ user, body }) => mergeCart(app.services, user.uid, body));
}
