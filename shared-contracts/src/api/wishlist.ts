/**
 * The wishlist's API (issue 36 item 4): a signed-in customer's saved products, each with its price
 * when saved and now, and its stock; a guest's list (kept in the browser) is merged on sign-in.
 */
import { z } from 'zod';
import { STOCK_LEVELS } from 'shared-contracts/domain/catalogue';
import { MAX_WISHLIST_ITEMS } from 'shared-contracts/domain/wishlist';
import { publicProductImageSchema } from './catalogue';
import { dateTimeSchema, gstRateSchema, idSchema, nonNegativePaiseSchema, slugSchema } from './common';
import { defineRoute, type ApiRoute } from './define';

export const wishlistItemInputSchema = z.object({
  productId: idSchema,
  /** The price the shopper saw when saving (a guest's list keeps it); the server's price now otherwise. */
  savedPrice: nonNegativePaiseSchema.optional(),
});

export const wishlistMergeSchema = z.object({ items: z.array(wishlistItemInputSchema).max(MAX_WISHLIST_ITEMS) });
export const wishlistProductParamsSchema = z.object({ productId: idSchema });

export const wishlistItemSchema = z.object({
  productId: idSchema,
  slug: slugSchema,
  title: z.string(),
  image: publicProductImageSchema.nullable(),
  /** Now, GST included (the lowest variant's for a product sold by variant). */
  price: nonNegativePaiseSchema,
  savedPrice: nonNegativePaiseSchema,
  gstRate: gstRateSchema,
  stockLevel: z.enum(STOCK_LEVELS),
  /** Sold by variant: moving it to the cart means choosing one on its page. */
  hasVariants: z.boolean(),
  savedAt: dateTimeSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistRoutes = {
  getWishlist: defineRoute({ method: 'GET', path: '/wishlist', access: 'user', response: wishlistSchema, summary: 'My wishlist, newest first' }),
  addToWishlist: defineRoute({
    method: 'PUT',
    path: '/wishlist/:productId',
    access: 'user',
    params: wishlistProductParamsSchema,
    response: wishlistSchema,
    summary: 'Save a published product (kept once; its price now is the saved price)',
  }),
  removeFromWishlist: defineRoute({
    method: 'DELETE',
    path: '/wishlist/:productId',
    access: 'user',
    params: wishlistProductParamsSchema,
    response: wishlistSchema,
    summary: 'Remove a product from my wishlist',
  }),
  viewWishlist: defineRoute({
    method: 'POST',
    path: '/wishlist/view',
    access: 'public',
    body: wishlistMergeSchema,
    response: wishlistSchema,
    summary: "A guest's wishlist (kept in the browser) as the wishlist page shows it: price now, stock; unknown and unpublished products left out",
  }),
  mergeWishlist: defineRoute({
    method: 'POST',
    path: '/wishlist/merge',
    access: 'user',
    body: wishlistMergeSchema,
    response: wishlistSchema,
    summary: "Merge a guest's wishlist into mine on sign-in (products already saved keep their saved price)",
  }),
} as const satisfies Record<string, ApiRoute>;
