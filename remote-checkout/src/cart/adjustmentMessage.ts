import './adjustmentMessage.messages';
import type { TFunction } from 'i18next';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, type CartAdjustment } from 'shared-contracts/domain/cart';

/** What the shopper is told when the cart could not keep what they asked for. */
export function adjustmentMessage(t: TFunction, adjustment: CartAdjustment, title: string): string {
  const values = { title, kept: adjustment.kept, requested: adjustment.requested, maxQuantity: MAX_QUANTITY_PER_LINE, maxLines: MAX_CART_LINES };
  return t(`adjustment.${adjustment.reason.replace('cart.', '')}`, values);
}
