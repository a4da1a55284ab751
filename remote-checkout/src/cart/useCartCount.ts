import { useSyncExternalStore } from 'react';
import { lastEvent, subscribe } from 'shared-contracts/platform/events';

const itemCount = () => lastEvent('checkout:cart-changed')?.itemCount ?? 0;

/** Items in the cart, as last announced on the event bus (`checkout:cart-changed`), kept live. */
export function useCartCount(): number {
  return useSyncExternalStore(
    (onChange) => subscribe('checkout:cart-changed', onChange),
    itemCount,
    () => 0,
  );
}
