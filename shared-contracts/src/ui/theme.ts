/**
 * The one theme of the shop (spec §9): olive-green primary, teal secondary, light by default;
 * breakpoints 600/960/1280/1920/2560 px with the mobile layout below 1280 px; 300 ms scrolling
 * animations. Every app renders inside `ShopProviders`, which applies it.
 */
import type { ThemeConfig } from 'antd/es/config-provider/context';

export const PRIMARY_COLOR = '#5b7f1f'; // olive green
export const SECONDARY_COLOR = '#00897b'; // teal

/** Spec §9 breakpoints, in px. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this width the layouts switch to their phone form (spec: mobile breakpoint at "lg"). */
export const MOBILE_BREAKPOINT = BREAKPOINTS.lg;
/** Scroll-to animations (back to top, to an anchor), in ms. */
export const SCROLL_ANIMATION_MS = 300;

export const theme: ThemeConfig = {
  cssVar: { key: 'shop' },
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: SECONDARY_COLOR,
    colorLink: SECONDARY_COLOR,
    // antd's default secondary and description greys are about 3.2:1 on the page background;
    // these keep such text above the 4.5:1 accessibility minimum.
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextDescription: 'rgba(0, 0, 0, 0.68)',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    // antd checks that every breakpoint token sits above the one before; it has a seventh (xxxl),
    // which we place above the spec's largest.
    screenXS: 0,
    screenXSMin: 0,
    screenSM: BREAKPOINTS.sm,
    screenSMMin: BREAKPOINTS.sm,
    screenMD: BREAKPOINTS.md,
    screenMDMin: BREAKPOINTS.md,
    screenLG: BREAKPOINTS.lg,
    screenLGMin: BREAKPOINTS.lg,
    screenXL: BREAKPOINTS.xl,
    screenXLMin: BREAKPOINTS.xl,
    screenXXL: BREAKPOINTS.xxl,
    screenXXLMin: BREAKPOINTS.xxl,
    screenXSMax: BREAKPOINTS.sm - 1,
    screenSMMax: BREAKPOINTS.md - 1,
    screenMDMax: BREAKPOINTS.lg - 1,
    screenLGMax: BREAKPOINTS.xl - 1,
    screenXLMax: BREAKPOINTS.xxl - 1,
    screenXXLMax: 3839,
    screenXXXL: 3840,
    screenXXXLMin: 3840,
    motionDurationSlow: `${SCROLL_ANIMATION_MS / 1000}s`,
  },
};

/**
 * The form look (spec §9): text fields, text areas and file inputs outlined; selects and
 * autocompletes filled ("solo"); all compact, which is antd's middle size (32 px controls).
 */
export const formLook = {
  componentSize: 'middle',
  input: { variant: 'outlined' },
  textArea: { variant: 'outlined' },
  select: { variant: 'filled' },
} as const;
