import type { CartItem } from './store';

/** Whether a line can be paid for as it is: 'blocking' holds back payment, 'warning' only informs. */
export function cartProblem(item: CartItem): 'blocking' | 'warning' | null {
  if (item.unavailable || item.stockLevel === 'sold_out') return 'blocking';
  if (item.stockLevel === 'few_left') return 'warning';
  return null;
}
