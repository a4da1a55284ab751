import { COLORS, TOUCH_TARGET } from 'shared-contracts/ui/theme';

/** The alert's buttons, in the look of the product page's add-to-cart (a plain button: no antd on the shop's pages). */
export const BUTTON = {
  minHeight: TOUCH_TARGET,
  padding: '0 15px',
  border: 0,
  borderRadius: 8,
  background: COLORS.primary,
  color: COLORS.onPrimary,
  font: 'inherit',
  cursor: 'pointer',
} as const;
