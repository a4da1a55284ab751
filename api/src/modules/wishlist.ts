/** A signed-in customer's wishlist (issue 36 item 4; wishlist/): read, save, remove, and a guest's list merged on sign-in. */
import type { FastifyInstance } from 'fastify';
import { wishlistRoutes as routes } from 'shared-contracts/api/wishlist';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist, viewGuestWishlist } from '../wishlist/workflows';

export default async function wishlist(app: FastifyInstance) {
  const { db } = app.services;
  mount(app, routes.getWishlist, async ({ request, user }) => readWishlist(db, user.uid, requestLanguage(request)));
  mount(app, routes.addToWishlist, async ({ request, user, params }) => addToWishlist(db, user, params.productId, requestLanguage(request)), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });
  mount(app, routes.removeFromWishlist, async ({ request, user, params }) => removeFromWishlist(db, user, params.productId, requestLanguage(request)));
  // a guest's list, read-only: what the catalogue shows anyone, for the ids the browser keeps
  mount(app, routes.viewWishlist, async ({ request, body }) => viewGuestWishlist(db, body.items, requestLanguage(request)), { rateLimit: { max: 60, timeWindow: '1 minute' } });
  mount(app, routes.mergeWishlist, async ({ request, user, body }) => mergeWishlist(db, user, body.items, requestLanguage(request)), {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
}
