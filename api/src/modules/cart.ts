/** The signed-in user's cart: read, replace, and merge a guest cart into it on sign-in; product titles in the request's language. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { getCart, mergeCart, replaceCart } from '../cart/cart';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import type { Caller } from '../identity/identity';
import type { CartContact } from '../cart/repository';
import type { Locale } from 'shared-contracts/i18n/locales';

/**
 * Each change also keeps where a reminder of the cart may go (cart-reminders/): a signed-in
 * customer's account e-mail and the language they shop in (a guest's address comes from the payment step).
 */
const contactOf = (user: Caller, language: Locale): CartContact => ({ language, ...(!user.anonymous && user.email ? { contactEmail: user.email } : {}) });

export default async function cart(app: FastifyInstance) {
  mount(app, routes.getCart, async ({ request, user }) => getCart(app.services, user.uid, requestLanguage(request)));
  mount(app, routes.replaceCart, async ({ request, user, body }) => replaceCart(app.services, user.uid, body, requestLanguage(request), contactOf(user, requestLanguage(request))));
  mount(app, routes.mergeCart, async ({ request, user, body }) => mergeCart(app.services, user.uid, body, requestLanguage(request), contactOf(user, requestLanguage(request))));
}
