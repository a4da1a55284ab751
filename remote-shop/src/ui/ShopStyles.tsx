import { COLORS, MOBILE_MEDIA, TOUCH_TARGET } from 'shared-contracts/ui/theme';

/**
 * The shop pages' layout rules (plain CSS: these pages are part of most first visits, so they use
 * few antd components). React hoists this into the head once. Colours from the theme; the phone
 * layout below MOBILE_BREAKPOINT (spec §9). Controls are TOUCH_TARGET px tall; their focus ring is the
 * page template's, one for the whole shop.
 */
const CSS = `
.product-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); }
.product-card { background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; border-radius: 10px; overflow: hidden; height: 100%; display: flex; flex-direction: column; }
.product-card a { color: inherit; text-decoration: none; display: flex; flex-direction: column; flex: 1; }
/* the square frame is the card's width (height: auto: the img's height attribute would make it 171x320 on a phone); a photo is shown whole on the frame's background, never cropped */
.product-card__image { aspect-ratio: 1 / 1; width: 100%; height: auto; object-fit: contain; background: ${COLORS.surfaceMuted}; display: block; }
.product-card__body { padding: .75rem 1rem 1rem; display: flex; flex-direction: column; gap: .35rem; flex: 1; }
.product-card__title { font-weight: 600; line-height: 1.3; }
.product-card { position: relative; }
.heart { position: absolute; top: .35rem; right: .35rem; width: ${TOUCH_TARGET}px; height: ${TOUCH_TARGET}px; display: grid; place-items: center; border: 0; border-radius: 50%; background: ${COLORS.surface}; color: ${COLORS.error}; cursor: pointer; }
.heart svg { fill: none; stroke: currentColor; stroke-width: 2; }
.heart[aria-pressed="true"] svg { fill: currentColor; }
.heart--inline { position: static; flex: none; border: 1px solid ${COLORS.border}; }
/* the struck-through MRP goes under the price when a narrow card has no room beside it, never past the card's edge */
.price { font-weight: 700; font-size: 1.05rem; display: inline-flex; flex-wrap: wrap; align-items: baseline; column-gap: .4rem; }
.price__mrp { text-decoration: line-through; color: ${COLORS.textSecondary}; font-weight: 400; font-size: .9em; }
.price__off { color: ${COLORS.success}; font-weight: 600; font-size: .9em; }
.stock { font-size: .85rem; }
.stock--in_stock { color: ${COLORS.success}; } .stock--few_left { color: ${COLORS.warning}; } .stock--sold_out { color: ${COLORS.error}; }
.placeholder-line { display: block; height: 1em; margin: .15em 0; border-radius: 4px; }
.placeholder-box { background: linear-gradient(90deg, ${COLORS.skeleton} 25%, ${COLORS.skeletonHighlight} 50%, ${COLORS.skeleton} 75%); background-size: 200% 100%; border-radius: 10px; animation: shop-shimmer 1.4s infinite; }
@keyframes shop-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .placeholder-box { animation: none; } }
.chips { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.chips a { display: inline-block; padding: .35rem .9rem; border-radius: 999px; background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; color: inherit; text-decoration: none; }
.chips a:hover { border-color: ${COLORS.primary}; }
.chip-placeholder { display: inline-block; width: 7rem; padding: .35rem .9rem; border: 1px solid transparent; border-radius: 999px; }
.shop-layout { display: grid; grid-template-columns: 16rem minmax(0, 1fr); gap: 2rem; align-items: start; }
.filters { display: flex; flex-direction: column; gap: 1rem; background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; border-radius: 10px; padding: 1rem; }
.filters label { display: block; font-weight: 600; margin-bottom: .25rem; }
.filters input[type=search], .filters input[type=number], .filters select, .sort select { width: 100%; min-height: ${TOUCH_TARGET}px; padding: .4rem .5rem; border: 1px solid ${COLORS.controlBorder}; border-radius: 6px; font: inherit; background: ${COLORS.surface}; }
.filters .inline { display: flex; align-items: center; gap: .5rem; font-weight: 400; min-height: ${TOUCH_TARGET}px; }
.filters input[type=checkbox] { width: 24px; height: 24px; margin: 0; flex: none; accent-color: ${COLORS.primary}; }
.btn.filter-bar__open { display: none; }
.filter-chips { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.filter-chips a { display: inline-flex; align-items: center; gap: .4rem; min-height: 36px; padding: 0 .4rem 0 .8rem; border-radius: 999px; background: ${COLORS.surfaceAccent}; border: 1px solid ${COLORS.border}; color: inherit; text-decoration: none; }
.filter-chips a:hover { border-color: ${COLORS.primary}; }
.filter-chips__x { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%; font-size: 1.1rem; line-height: 1; }
.price-range { display: flex; gap: .5rem; }
.toolbar { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; margin-bottom: 1rem; }
.pager { display: flex; align-items: center; justify-content: center; gap: 1rem; margin-top: 1.5rem; }
.btn { display: inline-flex; align-items: center; justify-content: center; min-height: ${TOUCH_TARGET}px; padding: .45rem 1rem; border-radius: 6px; border: 1px solid ${COLORS.primary}; background: ${COLORS.surface}; color: ${COLORS.primary}; font: inherit; cursor: pointer; text-decoration: none; }
.btn--primary { background: ${COLORS.primary}; color: ${COLORS.onPrimary}; }
.btn[aria-disabled=true] { opacity: .45; pointer-events: none; }
.product-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem; align-items: start; }
/* the whole photo, on the frame's background (issue 38: no crop), square whatever the img's height attribute says */
.gallery__main { width: 100%; height: auto; aspect-ratio: 1 / 1; object-fit: contain; border-radius: 12px; background: ${COLORS.surfaceMuted}; display: block; }
.gallery__thumbs { display: flex; gap: .5rem; margin-top: .75rem; flex-wrap: wrap; padding: 0; list-style: none; }
.gallery__thumbs button { padding: 0; border: 2px solid transparent; border-radius: 8px; background: none; cursor: pointer; }
.gallery__thumbs button[aria-pressed=true] { border-color: ${COLORS.primary}; }
.gallery__thumbs img { width: 64px; height: 64px; object-fit: contain; background: ${COLORS.surfaceMuted}; border-radius: 6px; display: block; }
.product-buy { display: flex; flex-direction: column; gap: 1rem; }
.breadcrumb a { display: inline-block; padding: .5rem 0; }
.buy-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; }
.product-buy select { min-height: ${TOUCH_TARGET}px; padding: .4rem .5rem; border-radius: 6px; border: 1px solid ${COLORS.controlBorder}; font: inherit; }
@media ${MOBILE_MEDIA} {
  .shop-layout, .product-layout { grid-template-columns: minmax(0, 1fr); gap: 1.25rem; }
  .product-grid { grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: .75rem; }
  /* one row that scrolls sideways: as tall as its placeholder, however many categories there are */
  .chips { flex-wrap: nowrap; overflow-x: auto; }
  .chips li { flex: none; }
  /* the result count on a line of its own: "Loading products…" and "31 products" differ in width,
     and the sort menu beside it would jump between lines when the list arrives */
  .toolbar > h2 { flex-basis: 100%; }
  /* the filters: behind a button (a drawer) beside the sort, the ones in use as chips below them */
  .filters--aside { display: none; }
  .btn.filter-bar__open { display: inline-flex; }
  .shop-page > h1 { margin: 0 0 .5rem; }
  .toolbar { row-gap: .5rem; }
  /* a product's price and "Add to cart" in the first screen of a phone: a smaller photo, and the buy
     bar (quantity, add to cart) stays at the top of the screen while the description is read */
  .gallery__main { width: auto; max-width: 100%; height: min(36vh, calc(100vw - 2rem)); margin: 0 auto; }
  .gallery__thumbs { justify-content: center; }
  .gallery__thumbs img { width: 48px; height: 48px; }
  .product-buy { gap: .75rem; }
  .product-buy h1 { font-size: 1.5rem; }
  .buy-bar { position: sticky; top: 0; z-index: 1; background: ${COLORS.background}; padding: .5rem 0; border-bottom: 1px solid ${COLORS.border}; }
}
`;

export function ShopStyles() {
  return (
    <style href="shop-pages" precedence="default">
      {CSS}
    </style>
  );
}
