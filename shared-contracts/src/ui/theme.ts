/**
 * The one theme of the shop (spec §9): olive-green primary, teal secondary, light by default;
 * breakpoints 600/960/1280/1920/2560 px with the mobile layout below 1280 px; 300 ms scrolling
 * animations. Every app renders inside `ShopProviders`, which applies it.
 */
import type { ThemeConfig } from 'antd/es/config-provider/context';

/**
 * Every colour the shop paints with, by what it is for. antd components take theirs from `theme`
 * below; hand-written styles (the page template deploy/index.html, style blocks, inline styles)
 * use these names, never a hex of their own.
 */
export const COLORS = {
  /** Olive green: brand, active links, primary buttons. */
  primary: '#5b7f1f',
  /** Teal: links, info. */
  secondary: '#00897b',
  /** Text on a primary (or dark) background. */
  onPrimary: '#fff',
  /** Body text; also the admin header's background. */
  text: '#1f2a12',
  /** Secondary and description text (4.5:1 on the page background). */
  textSecondary: 'rgba(0, 0, 0, 0.68)',
  /** The page behind everything. */
  background: '#fbfbf8',
  /** Cards, headers, panels, inputs. */
  surface: '#fff',
  /** Quiet areas: footer, hero, image placeholders. */
  surfaceMuted: '#f1f3ec',
  /** Chips and tags on a surface (order status). */
  surfaceAccent: '#eef2e4',
  /** Loading placeholders: the shimmer's base and its highlight. */
  skeleton: '#eef0e8',
  skeletonHighlight: '#f6f7f2',
  /** Lines between areas, card and panel borders. */
  border: '#e5e7e1',
  /** Borders of native form controls (inputs, selects, date fields) and outlined boxes. */
  controlBorder: '#c9cdbf',
  /** Separators inside a list. */
  divider: 'rgba(0, 0, 0, 0.06)',
  /** Table rules of a printed document (tax invoice). */
  printRule: '#999',
  /** Errors, refusals, sold out (6.4:1 on white). */
  error: '#b3261e',
  /** Warnings: few left, a price or quantity that changed. */
  warning: '#8a5a00',
  /** Success: in stock. */
  success: '#2e6b12',
} as const;

export const PRIMARY_COLOR = COLORS.primary;
export const SECONDARY_COLOR = COLORS.secondary;
/** The shop's font stack (antd's token and the page template). */
export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/** Spec §9 breakpoints, in px. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this width the layouts switch to their phone form (spec: mobile breakpoint at "lg"). */
export const MOBILE_BREAKPOINT = BREAKPOINTS.lg;
/** The media query of the phone layout, for style blocks: `@media ${MOBILE_MEDIA} { ... }`. */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

/** The colours as CSS custom properties (`--shop-primary: #5b7f1f; --shop-text-secondary: ...`), which
 *  the page template (deploy/index.html) declares on :root for every style block of the page. */
export const CSS_VARIABLES = Object.entries(COLORS)
  .map(([name, value]) => `--shop-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`)
  .join(' ');
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
    colorTextSecondary: COLORS.textSecondary,
    colorTextDescription: COLORS.textSecondary,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
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
