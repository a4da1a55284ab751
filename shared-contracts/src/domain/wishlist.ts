/** The wishlist's limits and its browser key (issue 36 item 4). */
export const MAX_WISHLIST_ITEMS = 100;
/** A guest's wishlist in localStorage: [{ productId, savedPrice, savedAt }]. */
export const GUEST_WISHLIST_KEY = 'shop:guest-wishlist';
