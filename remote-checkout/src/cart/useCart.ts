import { useEffect, useSyncExternalStore } from 'react';
import { cartState, startCart, subscribeCart, type CartState } from './store';

/** The cart, kept current (see store.ts). */
export function useCart(): CartState {
  useEffect(startCart, []);
  return useSyncExternalStore(subscribeCart, cartState, cartState);
}
