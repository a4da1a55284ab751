import type { CSSProperties, ReactNode } from 'react';

/**
 * A box that scrolls sideways when what it holds is wider than the screen (the translations side by
 * side, the variant grid, on a phone or a narrow window): a focusable region named `label`, so a
 * keyboard user can scroll it too (axe's scrollable-region-focusable), as the invoice's lines and the
 * dashboard's speed table are. On a wide enough screen nothing scrolls.
 */
export function ScrollRegion({ label, children, style, testId }: { label: string; children: ReactNode; style?: CSSProperties; testId?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} data-testid={testId} style={{ overflowX: 'auto', ...style }}>
      {children}
    </div>
  );
}
