import './AddToCart.messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import { FRAGMENT_BOXES, type AddToCartProps } from 'shared-contracts/remotes/contracts';
import { PATHS } from 'shared-contracts/routes/paths';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { addProduct } from './store';
import { adjustmentMessage } from './adjustmentMessage';

type Outcome = { kind: 'added' | 'adjusted' | 'failed'; text: string } | null;

/**
 * The button's look: the theme's primary button, 44 px tall (a touch target), in plain CSS. This
 * fragment is on every product page, most often a first visit: antd's Button would bring some
 * 13 KB of script and 4 KB of CSS (gzip) onto that page for one button. React hoists it into the
 * head once.
 */
const CSS = `
.add-to-cart__button { display: inline-flex; align-items: center; gap: .5rem; height: 44px; padding: 0 15px; border: 0; border-radius: 8px; background: ${COLORS.primary}; color: ${COLORS.onPrimary}; font: inherit; font-size: 16px; cursor: pointer; box-shadow: 0 2px 0 ${COLORS.buttonShadow}; transition: filter .2s; }
.add-to-cart__button:hover:not(:disabled) { filter: brightness(1.12); }
.add-to-cart__button:disabled { cursor: not-allowed; opacity: .45; }
.add-to-cart__button[aria-busy=true] { cursor: progress; opacity: .75; }
.add-to-cart__button[aria-busy=true]::before { content: ''; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: add-to-cart-spin .8s linear infinite; }
@keyframes add-to-cart-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .add-to-cart__button[aria-busy=true]::before { animation: none; } }
`;

/**
 * The add-to-cart button of the product page (placed there by the host through the shop remote's
 * fragment slot). Works for a guest (the browser's cart) and a signed-in user (the server's); the
 * mini-cart follows at once through the event bus. Says what happened, next to the button.
 */
export default function AddToCart({ product, quantity = 1 }: AddToCartProps) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const soldOut = product.stockLevel === 'sold_out';

  async function add() {
    setBusy(true);
    setOutcome(null);
    try {
      const adjustments = await addProduct(product, quantity);
      setOutcome(
        adjustments.length > 0
          ? { kind: 'adjusted', text: adjustmentMessage(t, adjustments[0]!, product.title) }
          : { kind: 'added', text: t('addToCart.added', { count: quantity, title: product.title }) },
      );
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="add-to-cart" style={{ ...FRAGMENT_BOXES.checkout?.['./AddToCart'], display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
      <style href="checkout-add-to-cart" precedence="default">
        {CSS}
      </style>
      <button
        type="button"
        className="add-to-cart__button"
        disabled={soldOut}
        aria-busy={busy}
        aria-describedby={noteId}
        // While adding, a second press would add again: it is ignored (the button stays focusable).
        onClick={() => {
          if (!busy) void add();
        }}
      >
        {t('addToCart.label')}
      </button>
      <span id={noteId} role="status" style={{ color: outcome?.kind === 'failed' ? COLORS.error : undefined }}>
        {/* sold out: the product page's stock line says so; said here too, it read "Épuisé" twice (issue 38) */}
        {soldOut ? null : outcome?.text}
        {outcome && outcome.kind !== 'failed' && (
          <>
            {' '}
            <Link to={to(PATHS.cart)}>{t('addToCart.viewCart')}</Link>
          </>
        )}
      </span>
    </div>
  );
}
