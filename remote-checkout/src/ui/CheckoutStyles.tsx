import { COLORS, MOBILE_MEDIA } from 'shared-contracts/ui/theme';

/**
 * The checkout pages' layout rules (antd styles its own components), and the cart page's buttons:
 * plain HTML in the theme's look, like the product page's add-to-cart, so a first visit of /cart
 * loads no antd button. React hoists this into the
 * document head once, whichever page renders it first. Colours from the theme; the phone layout
 * below MOBILE_BREAKPOINT (spec §9).
 */
const CSS = `
.cart-layout, .payment-layout { display: grid; grid-template-columns: minmax(0, 1fr) 22rem; gap: 2rem; align-items: start; }
.cart-line { display: grid; grid-template-columns: 72px minmax(0, 1fr) auto 7rem; gap: 1rem; align-items: center; padding: 1rem 0; border-bottom: 1px solid ${COLORS.border}; }
.cart-line__image { width: 72px; height: 72px; background: ${COLORS.surfaceMuted}; border-radius: 6px; }
.cart-line__quantity { display: flex; align-items: center; gap: .25rem; }
.cart-line__total { text-align: right; }
.cart-summary, .payment-summary { background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; border-radius: 8px; padding: 1.25rem; position: sticky; top: 1rem; }
.totals { width: 100%; border-collapse: collapse; }
.totals th { text-align: left; font-weight: normal; padding: .25rem 0; }
.totals td { text-align: right; padding: .25rem 0 .25rem .75rem; white-space: nowrap; }
.totals tr.totals__grand th, .totals tr.totals__grand td { font-weight: 700; font-size: 1.1em; border-top: 1px solid ${COLORS.border}; padding-top: .5rem; }
.totals tr.totals__tax th, .totals tr.totals__tax td { font-size: .9em; opacity: .8; }
.orders-layout { display: grid; grid-template-columns: 24rem minmax(0, 1fr); gap: 2rem; align-items: start; }
.order-row { display: block; width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid ${COLORS.border}; border-radius: 8px; background: ${COLORS.surface}; margin-bottom: .5rem; cursor: pointer; font: inherit; color: inherit; }
.order-row[aria-current="true"] { border-color: ${COLORS.primary}; box-shadow: 0 0 0 1px ${COLORS.primary}; }
.checkout-btn { display: inline-flex; align-items: center; justify-content: center; gap: .5rem; min-height: 32px; padding: 4px 15px; border: 1px solid ${COLORS.border}; border-radius: 6px; background: ${COLORS.surface}; color: inherit; font: inherit; line-height: 1.4; cursor: pointer; text-decoration: none; transition: filter .2s, border-color .2s; }
.checkout-btn:hover:not(:disabled):not([aria-disabled="true"]) { border-color: ${COLORS.primary}; color: ${COLORS.primary}; }
.checkout-btn--primary { border-color: ${COLORS.primary}; background: ${COLORS.primary}; color: ${COLORS.onPrimary}; box-shadow: 0 2px 0 ${COLORS.buttonShadow}; }
.checkout-btn--primary:hover:not(:disabled):not([aria-disabled="true"]) { color: ${COLORS.onPrimary}; filter: brightness(1.12); }
.checkout-btn--large { min-height: 40px; padding: 6px 15px; font-size: 16px; border-radius: 8px; }
.checkout-btn--small { min-height: 24px; padding: 0 7px; border-radius: 4px; }
.checkout-btn--block { display: flex; width: 100%; }
.checkout-btn--danger-link { border-color: transparent; background: none; color: ${COLORS.error}; box-shadow: none; }
.checkout-btn--danger-link:hover:not(:disabled) { border-color: transparent; color: ${COLORS.error}; filter: brightness(1.2); }
.checkout-btn:disabled, .checkout-btn[aria-disabled="true"] { cursor: not-allowed; opacity: .45; }
.checkout-btn[aria-busy="true"]::before { content: ''; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: checkout-btn-spin .8s linear infinite; }
@keyframes checkout-btn-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .checkout-btn[aria-busy="true"]::before { animation: none; } }
.status-chip { display: inline-block; padding: 0 .5rem; border-radius: 999px; background: ${COLORS.surfaceAccent}; font-size: .85em; margin-right: .35rem; }
@media ${MOBILE_MEDIA} {
  .cart-layout, .payment-layout, .orders-layout { grid-template-columns: minmax(0, 1fr); }
  .cart-summary, .payment-summary { position: static; }
  .cart-line { grid-template-columns: 56px minmax(0, 1fr); }
  .cart-line__image { width: 56px; height: 56px; }
  .cart-line__quantity, .cart-line__total { grid-column: 2; text-align: left; }
}
`;

export function CheckoutStyles() {
  return (
    <style href="checkout-pages" precedence="default">
      {CSS}
    </style>
  );
}
