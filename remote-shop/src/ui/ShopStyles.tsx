import { COLORS, MOBILE_MEDIA } from 'shared-contracts/ui/theme';

/**
 * The shop pages' layout rules (plain CSS: these pages are part of most first visits, so they use
 * few antd components). React hoists this into the head once. Colours from the theme; the phone
 * layout below MOBILE_BREAKPOINT (spec §9).
 */
const CSS = `
.product-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); }
.product-card { background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; border-radius: 10px; overflow: hidden; height: 100%; display: flex; flex-direction: column; }
.product-card a { color: inherit; text-decoration: none; display: flex; flex-direction: column; flex: 1; }
.product-card a:focus-visible { outline: 3px solid ${COLORS.secondary}; outline-offset: 2px; }
.product-card__image { aspect-ratio: 1 / 1; width: 100%; object-fit: cover; background: ${COLORS.surfaceMuted}; display: block; }
.product-card__body { padding: .75rem 1rem 1rem; display: flex; flex-direction: column; gap: .35rem; flex: 1; }
.product-card__title { font-weight: 600; line-height: 1.3; }
.price { font-weight: 700; font-size: 1.05rem; }
.price__mrp { text-decoration: line-through; opacity: .6; font-weight: 400; margin-left: .4rem; font-size: .9em; }
.stock { font-size: .85rem; }
.stock--in_stock { color: ${COLORS.success}; } .stock--few_left { color: ${COLORS.warning}; } .stock--sold_out { color: ${COLORS.error}; }
.placeholder-line { display: block; height: 1em; margin: .15em 0; border-radius: 4px; }
.placeholder-box { background: linear-gradient(90deg, ${COLORS.skeleton} 25%, ${COLORS.skeletonHighlight} 50%, ${COLORS.skeleton} 75%); background-size: 200% 100%; border-radius: 10px; animation: shop-shimmer 1.4s infinite; }
@keyframes shop-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .placeholder-box { animation: none; } }
.chips { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.chips a { display: inline-block; padding: .35rem .9rem; border-radius: 999px; background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; color: inherit; text-decoration: none; }
.chips a:hover, .chips a:focus-visible { border-color: ${COLORS.primary}; }
.chip-placeholder { display: inline-block; width: 7rem; padding: .35rem .9rem; border: 1px solid transparent; border-radius: 999px; }
.shop-layout { display: grid; grid-template-columns: 16rem minmax(0, 1fr); gap: 2rem; align-items: start; }
.filters { display: flex; flex-direction: column; gap: 1rem; background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; border-radius: 10px; padding: 1rem; }
.filters label { display: block; font-weight: 600; margin-bottom: .25rem; }
.filters input[type=search], .filters input[type=number], .filters select, .sort select { width: 100%; padding: .4rem .5rem; border: 1px solid ${COLORS.controlBorder}; border-radius: 6px; font: inherit; background: ${COLORS.surface}; }
.filters .inline { display: flex; align-items: center; gap: .5rem; font-weight: 400; }
.price-range { display: flex; gap: .5rem; }
.toolbar { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; margin-bottom: 1rem; }
.pager { display: flex; align-items: center; justify-content: center; gap: 1rem; margin-top: 1.5rem; }
.btn { display: inline-block; padding: .45rem 1rem; border-radius: 6px; border: 1px solid ${COLORS.primary}; background: ${COLORS.surface}; color: ${COLORS.primary}; font: inherit; cursor: pointer; text-decoration: none; }
.btn:focus-visible, .chips a:focus-visible, .gallery__thumbs button:focus-visible, .filters input:focus-visible, .filters select:focus-visible, .sort select:focus-visible, .product-buy select:focus-visible { outline: 3px solid ${COLORS.secondary}; outline-offset: 2px; }
.btn--primary { background: ${COLORS.primary}; color: ${COLORS.onPrimary}; }
.btn[aria-disabled=true] { opacity: .45; pointer-events: none; }
.product-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem; align-items: start; }
.gallery__main { width: 100%; aspect-ratio: 1 / 1; object-fit: cover; border-radius: 12px; background: ${COLORS.surfaceMuted}; display: block; }
.gallery__thumbs { display: flex; gap: .5rem; margin-top: .75rem; flex-wrap: wrap; padding: 0; list-style: none; }
.gallery__thumbs button { padding: 0; border: 2px solid transparent; border-radius: 8px; background: none; cursor: pointer; }
.gallery__thumbs button[aria-pressed=true] { border-color: ${COLORS.primary}; }
.gallery__thumbs img { width: 64px; height: 64px; object-fit: cover; border-radius: 6px; display: block; }
.product-buy { display: flex; flex-direction: column; gap: 1rem; }
.product-buy select { padding: .4rem .5rem; border-radius: 6px; border: 1px solid ${COLORS.controlBorder}; font: inherit; }
@media ${MOBILE_MEDIA} {
  .shop-layout, .product-layout { grid-template-columns: minmax(0, 1fr); gap: 1.25rem; }
  .product-grid { grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: .75rem; }
  /* one row that scrolls sideways: as tall as its placeholder, however many categories there are */
  .chips { flex-wrap: nowrap; overflow-x: auto; }
  .chips li { flex: none; }
  /* the result count on a line of its own: "Loading products…" and "31 products" differ in width,
     and the sort menu beside it would jump between lines when the list arrives */
  .toolbar > h2 { flex-basis: 100%; }
}
`;

export function ShopStyles() {
  return (
    <style href="shop-pages" precedence="default">
      {CSS}
    </style>
  );
}
