import { COLORS } from 'shared-contracts/ui/theme';

/**
 * What an admin table says when no row matches, in the theme's secondary text colour: antd draws a
 * table's empty text in its disabled colour (1.9:1 on white), which fails the 4.5:1 text minimum
 * (axe color-contrast on an empty orders list, e2e/a11y).
 */
export function TableEmpty({ text }: { text: string }) {
  return <span style={{ color: COLORS.textSecondary }}>{text}</span>;
}
