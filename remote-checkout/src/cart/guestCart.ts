/**
 * A guest's cart, kept in this browser (localStorage) until they sign in and it is merged into
 * their account's cart. Each line holds the product as the shopper saw it, so the cart can be shown
 * without asking the server. Anything unreadable (an older shape, a hand-edited value) is dropped
 * line by line rather than breaking the page.
 */
import type { CartLine } from 'shared-contracts/domain/cart';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import { isGstRate } from 'shared-contracts/domain/gst';

export type GuestLine = CartLine & {
  slug: string;
  title: string;
  /** The variant's values ("Size: M, Colour: Red") of a product sold by variant. */
  variant?: string;
  image: { url: string; alt: string } | null;
};

export const GUEST_CART_KEY = 'shop:guest-cart';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isGuestLine(value: unknown): value is GuestLine {
  const line = value as Partial<GuestLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    typeof line.slug === 'string' &&
    typeof line.title === 'string' &&
    (line.variantId === undefined || (typeof line.variantId === 'string' && line.variantId !== '')) &&
    (line.variant === undefined || typeof line.variant === 'string') &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity! >= 1 &&
    line.quantity! <= MAX_QUANTITY_PER_LINE &&
    Number.isSafeInteger(line.unitPrice) &&
    line.unitPrice! >= 0 &&
    isGstRate(line.gstRate)
  );
}

export function readGuestCart(): GuestLine[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(GUEST_CART_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isGuestLine)
      .slice(0, MAX_CART_LINES)
      .map(({ productId, variantId, variant, slug, title, image, quantity, unitPrice, gstRate }) => ({
        productId,
        ...(variantId ? { variantId, variant: variant ?? '' } : {}),
        slug,
        title,
        image: image && typeof image.url === 'string' ? { url: image.url, alt: String(image.alt ?? '') } : null,
        quantity,
        unitPrice,
        gstRate,
      }));
  } catch {
    return [];
  }
}

export function writeGuestCart(lines: readonly GuestLine[]): void {
  try {
    const kept = lines.map(({ productId, variantId, variant, slug, title, image, quantity, unitPrice, gstRate }) => ({
      productId,
      ...(variantId ? { variantId, variant } : {}),
      slug,
      title,
      image,
      quantity,
      unitPrice,
      gstRate,
    }));
    if (kept.length === 0) storage()?.removeItem(GUEST_CART_KEY);
    else storage()?.setItem(GUEST_CART_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the cart lives on in this page only.
  }
}

export function clearGuestCart(): void {
  try {
    storage()?.removeItem(GUEST_CART_KEY);
  } catch {
    // nothing to clear
  }
}
