import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd/es/config-provider/context';
import { BREAKPOINTS } from 'shared-contracts/ui/theme';

const BEYOND_XXL = BREAKPOINTS.xxl * 2;

/** Completes the order antd checks: xs from 0, and its xxxl breakpoint above the shop's xxl. */
const breakpointTokens: ThemeConfig = {
  token: { screenXSMin: 0, screenXXLMax: BEYOND_XXL - 1, screenXXXL: BEYOND_XXL, screenXXXLMin: BEYOND_XXL },
};

/**
 * Stopgap until `shared-contracts/ui/theme.ts` sets these tokens itself. The shared theme keeps
 * antd's defaults screenXSMin = 480 (above its screenXS = 0) and screenXXXL = 1920 (below its
 * screenXXL = 2560); every antd component that follows the screen size (Steps, Grid, Table...)
 * checks that order and throws. Inside this scope the order holds; the rest of the theme is the
 * shop's. Remove once the theme is fixed.
 */
export function BreakpointTokens({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={breakpointTokens}>{children}</ConfigProvider>;
}
