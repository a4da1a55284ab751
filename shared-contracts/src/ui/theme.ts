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
  /** Teal: links, info. Material's teal 700, 4.7:1 or more on every background of the shop (teal 600,
   *  #00897b, was 4.2:1 on the page and 3.9:1 on the footer: below the 4.5:1 text minimum). */
  secondary: '#00796b',
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
  /** Rules between the rows of a table on a page (a product's specifications). */
  tableRule: 'rgba(0, 0, 0, 0.12)',
  /** Table rules of a printed document (tax invoice). */
  printRule: '#999',
  /** Secondary text of a printed document (a line's variant on the tax invoice). */
  printTextSecondary: '#555',
  /** The shadow under a raised button (antd's own). */
  buttonShadow: 'rgba(0, 0, 0, 0.04)',
  /** The shadow of what opens over the page (the header's popovers, search suggestions). */
  popoverShadow: 'rgba(0, 0, 0, 0.12)',
  /** The shadow on the side of a box that scrolls sideways and has more to see (the invoice's lines). */
  scrollShadow: 'rgba(0, 0, 0, 0.25)',
  /** Behind a modal dialog (the phone's filters): the page dimmed, as antd's mask. */
  backdrop: 'rgba(0, 0, 0, 0.45)',
  /** Behind a zoomed photo: darker, so the photo stands out. */
  backdropPhoto: 'rgba(0, 0, 0, 0.7)',
  /** Errors, refusals, sold out (6.4:1 on white). */
  error: '#b3261e',
  /** Warnings: few left, a price or quantity that changed. */
  warning: '#8a5a00',
  /** Success: in stock. */
  success: '#2e6b12',
  /** The focus ring of every control (FOCUS_RING): 3.9:1 on the primary olive, 17.6:1 on the page. */
  focus: '#10170a',
  /** The focus ring on a dark background (the admin's header): 15:1 on `text`. */
  focusOnDark: '#fff',
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

/**
 * The one focus style (WCAG 2.4.7, 2.4.11): a 3 px ring 2 px outside the control, in `focus` (or
 * `focusOnDark`), at least 3:1 against the control and the page. The page template applies it to
 * every `:focus-visible` element, antd's included (its own ring is a light olive, unseen on the
 * primary buttons).
 */
export const FOCUS_RING = { width: 3, offset: 2 } as const;
/** Controls at least this tall and wide on customer pages (WCAG 2.5.5, in px); 24 px is the floor (2.5.8). */
export const TOUCH_TARGET = 44;

/** The colours, the focus ring and the touch target as CSS custom properties (`--shop-primary: #5b7f1f;
 *  --shop-text-secondary: ...; --shop-focus-width: 3px; --shop-touch-target: 44px`), which the page
 *  template (deploy/index.html) declares on :root for every style block of the page. */
export const CSS_VARIABLES = [
  ...Object.entries(COLORS).map(([name, value]) => `--shop-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`),
  `--shop-focus-width: ${FOCUS_RING.width}px;`,
  `--shop-focus-offset: ${FOCUS_RING.offset}px;`,
  `--shop-touch-target: ${TOUCH_TARGET}px;`,
].join(' ');
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
    // antd's placeholder grey (2.6:1), its error red on danger buttons (3.7:1), its success and
    // warning texts and tags are below 4.5:1 as well (axe-core, e2e/a11y): the shop's own colours.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: COLORS.error,
    colorSuccess: COLORS.success,
    colorWarning: COLORS.warning,
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
    lineWidthFocus: FOCUS_RING.width,
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
