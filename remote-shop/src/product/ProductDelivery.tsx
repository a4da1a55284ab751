import { DeliveryEstimate, useDeliveryEstimate } from 'shared-contracts/ui/DeliveryEstimate';

/**
 * The product page's delivery question (ui/DeliveryEstimate): the remembered PIN code's promised
 * day, shipping and cash on delivery for this product (its chosen variant) in the chosen quantity.
 * Loaded after the page starts: it is below the buy bar and personal (the PIN code is this browser's).
 */
export default function ProductDelivery({ productId, variantId, quantity }: { productId: string; variantId?: string | undefined; quantity: number }) {
  const delivery = useDeliveryEstimate([{ productId, ...(variantId ? { variantId } : {}), quantity }]);
  return <DeliveryEstimate delivery={delivery} />;
}
