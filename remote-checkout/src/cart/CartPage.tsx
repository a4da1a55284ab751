import './CartPage.messages';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from 'antd/es/skeleton';
import { Link, useSearchParams } from 'shared-contracts/ui/router';
import { cartTotals, lineKey, MAX_QUANTITY_PER_LINE, type LineRef } from 'shared-contracts/domain/cart';
import { DeliveryEstimate, useDeliveryEstimate } from 'shared-contracts/ui/DeliveryEstimate';
import { DEFAULT_SELLER_STATE } from 'shared-contracts/domain/gst';
import { formatMoney, multiplyMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { COLORS } from 'shared-contracts/ui/theme';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { cartLanguage, refreshGuestLines, reloadCart, removeLine, restoreLine, setQuantity, type CartItem, type CartState } from './store';
import { useCart } from './useCart';
import { adjustmentMessage } from './adjustmentMessage';
import { cartProblem } from './problems';
import { TotalsTable } from '../ui/TotalsTable';
import { CheckoutStyles } from '../ui/CheckoutStyles';
import { ProductImage } from 'shared-contracts/ui/ProductImage';
import { REMINDER_PARAMS } from 'shared-contracts/domain/cart-reminders';

/** A cart reminder's link (restore, or unsubscribe): loaded only when the page was opened from one. */
const ReminderLink = lazy(() => import('./ReminderLink'));

/** A line just removed, where it was: what "Undo" puts back. */
type Removed = { item: CartItem; position: number };

/**
 * The cart (/cart): change quantities, remove lines (with an undo), see the totals with their GST.
 * A line that cannot be bought as it is (sold out, no longer sold) says so on the line and holds
 * back payment.
 */
export default function CartPage() {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const cart = useCart();
  // the goods still sold, for the delivery estimate (before any early return: a hook)
  const delivery = useDeliveryEstimate(cart.items.filter((item) => !item.unavailable).map(({ productId, variantId, quantity }) => ({ productId, ...(variantId ? { variantId } : {}), quantity })));
  const [busy, setBusy] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [params] = useSearchParams();
  const reminderId = params.get(REMINDER_PARAMS.id);
  const reminderToken = params.get(REMINDER_PARAMS.token);
  const reminder = reminderId && reminderToken && (
    <Suspense fallback={null}>
      <ReminderLink id={reminderId} token={reminderToken} unsubscribe={params.get(REMINDER_PARAMS.unsubscribe) === '1'} />
    </Suspense>
  );

  // A guest's lines are snapshots: read their products again for today's price and stock, and
  // their titles in the page's language. A user's cart comes from the server in the language it
  // was asked in: read again when the page shows another.
  const ready = cart.status === 'ready';
  useEffect(() => {
    if (!ready || cartLanguage() === locale) return;
    if (cart.owner === 'guest') void refreshGuestLines();
    else void reloadCart();
  }, [ready, cart.owner, locale]);

  usePageTitle(t('cart.title'));

  /** A line is its product, or its product and variant (lineKey). */
  async function change(line: LineRef, quantity: number) {
    const key = lineKey(line);
    const position = cart.items.findIndex((item) => lineKey(item) === key);
    setBusy(key);
    try {
      await (quantity === 0 ? removeLine(line) : setQuantity(line, quantity));
      setRemoved(quantity === 0 && position >= 0 ? { item: cart.items[position]!, position } : null);
    } catch {
      // shown from the cart's error below
    } finally {
      setBusy(null);
    }
  }

  async function undo({ item, position }: Removed) {
    setBusy(lineKey(item));
    try {
      await restoreLine(item, position);
      setRemoved(null);
    } catch {
      // shown from the cart's error below; the undo stays offered
    } finally {
      setBusy(null);
    }
  }

  const undoNotice = removed && <UndoRemoval removed={removed} busy={busy !== null} onUndo={() => void undo(removed)} />;

  if (cart.status === 'loading') {
    return (
      <article aria-busy="true">
        <h1>{t('cart.title')}</h1>
        {reminder}
        <Skeleton active paragraph={{ rows: 5 }} />
      </article>
    );
  }

  if (cart.status === 'failed' && cart.items.length === 0) {
    return (
      <article>
        <CheckoutStyles />
        <h1>{t('cart.title')}</h1>
        <p role="alert">{apiErrorMessage(cart.error)}</p>
        <button type="button" className="checkout-btn" onClick={() => void reloadCart()}>
          {t('cart.retry')}
        </button>
      </article>
    );
  }

  if (cart.items.length === 0) {
    return (
      <article>
        <CheckoutStyles />
        <h1>{t('cart.title')}</h1>
        {reminder}
        {undoNotice}
        <DroppedLines cart={cart} />
        <p>{t('cart.empty')}</p>
        <Link to={to(PATHS.shop)} className="checkout-btn checkout-btn--primary">
          {t('cart.toShop')}
        </Link>
      </article>
    );
  }

  // shipping as the API's estimate for the remembered PIN code says (its zone's rate, the parcel's weight)
  const totals = cartTotals(cart.items, { sellerState: DEFAULT_SELLER_STATE, deliveryState: DEFAULT_SELLER_STATE, parcel: delivery.estimate?.parcel });
  const shippingKnown = Boolean(delivery.estimate?.served);
  const blocked = cart.items.some((item) => cartProblem(item) === 'blocking');

  return (
    <article>
      <CheckoutStyles />
      <h1>{t('cart.title')}</h1>
      {reminder}
      {cart.error !== undefined && (
        <p role="alert" style={{ color: COLORS.error }}>
          {apiErrorMessage(cart.error)}
        </p>
      )}
      <div className="cart-layout">
        <section aria-label={t('cart.linesLabel')}>
          {undoNotice}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {cart.items.map((item) => {
              const key = lineKey(item);
              const ref = { productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}) };
              const adjustment = cart.adjustments.find((a) => lineKey(a) === key);
              const quantityId = `quantity-${key.replace('/', '-')}`;
              const problem = problemText(t, item);
              // a variant is named after the title wherever the line is named ("Bangles (Size: 2.6, Colour: Red)")
              const name = item.variant ? `${item.title} (${item.variant})` : item.title;
              return (
                <li key={key} className="cart-line" data-testid="cart-line">
                  <div className="cart-line__image">
                    {item.image ? <ProductImage image={item.image} width={72} height={72} sizes="72px" style={{ objectFit: 'cover', borderRadius: 6 }} /> : null}
                  </div>
                  <div className="cart-line__main">
                    <Link to={to(productPath(item.slug))} style={{ fontWeight: 600 }}>
                      {item.title}
                    </Link>
                    {item.variant && (
                      <div className="cart-line__variant" data-testid="cart-line-variant">
                        {item.variant}
                      </div>
                    )}
                    <div>{t('cart.unitPrice', { price: formatMoney(item.unitPrice, locale) })}</div>
                    {problem && (
                      <div style={{ color: cartProblem(item) === 'blocking' ? COLORS.error : COLORS.warning }} data-testid="cart-line-problem">
                        {problem}
                      </div>
                    )}
                    {adjustment && <div style={{ color: COLORS.warning }}>{adjustmentMessage(t, adjustment, name)}</div>}
                  </div>
                  <div className="cart-line__quantity">
                    <label htmlFor={quantityId} className="visually-hidden">
                      {t('cart.quantityFor', { title: name })}
                    </label>
                    <select
                      id={quantityId}
                      value={item.quantity}
                      disabled={busy !== null || item.unavailable}
                      onChange={(event) => void change(ref, Number(event.target.value))}
                      style={{ padding: '0.3rem 0.5rem', borderRadius: 6, minWidth: '4rem' }}
                    >
                      {Array.from({ length: quantityChoices(item) }, (_, index) => index + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className="checkout-btn checkout-btn--danger-link"
                      aria-busy={busy === key}
                      disabled={busy !== null}
                      onClick={() => void change(ref, 0)}
                      aria-label={t('cart.removeLabel', { title: name })}
                    >
                      {t('cart.remove')}
                    </button>
                  </div>
                  <div className="cart-line__total" style={{ fontWeight: 600 }}>
                    {formatMoney(multiplyMoney(item.unitPrice, item.quantity), locale)}
                  </div>
                </li>
              );
            })}
          </ul>
          <DroppedLines cart={cart} />
        </section>
        <aside aria-labelledby="cart-summary" className="cart-summary">
          <h2 id="cart-summary" style={{ marginTop: 0 }}>
            {t('cart.summary')}
          </h2>
          <DeliveryEstimate delivery={delivery} />
          <TotalsTable totals={{ subtotal: totals.subtotal, shipping: shippingKnown ? totals.shipping.inclusive : null, tax: totals.tax, total: totals.total }} showSplit={false} />
          <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{t('cart.taxNote')}</p>
          {blocked && <p style={{ color: COLORS.error }}>{t('cart.blocked')}</p>}
          {blocked || busy !== null ? (
            // (no href while payment is held back: not a link anyone can follow)
            <a aria-disabled="true" className="checkout-btn checkout-btn--primary checkout-btn--large checkout-btn--block">
              {t('cart.checkout')}
            </a>
          ) : (
            <Link to={to(PATHS.payment)} className="checkout-btn checkout-btn--primary checkout-btn--large checkout-btn--block">
              {t('cart.checkout')}
            </Link>
          )}
          <p style={{ marginTop: '0.75rem' }}>
            <Link to={to(PATHS.shop)}>{t('cart.continue')}</Link>
          </p>
        </aside>
      </div>
    </article>
  );
}

/** The quantities a line offers: up to what it may hold now (the stock, up to the per-line limit), and never fewer than it holds. */
function quantityChoices(item: CartItem): number {
  return Math.max(item.quantity, item.maxQuantity ?? MAX_QUANTITY_PER_LINE, 1);
}

function problemText(t: ReturnType<typeof useTranslation>['t'], item: CartItem): string | null {
  if (item.unavailable) return t('cart.unavailable');
  if (item.stockLevel === 'sold_out') return t('cart.soldOut');
  if (item.stockLevel === 'few_left') return t('cart.fewLeft');
  return null;
}

/**
 * "… was removed from your cart. Undo", in the page's flow above the lines (not a toast: nothing
 * floats over the page's buttons). Focus moves to Undo, as the Remove button pressed has gone.
 */
function UndoRemoval({ removed, busy, onUndo }: { removed: Removed; busy: boolean; onUndo: () => void }) {
  const { t } = useTranslation('checkout');
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => undoRef.current?.focus(), [removed]);
  return (
    <p role="status" data-testid="cart-undo" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', margin: '0 0 0.75rem' }}>
      {t('cart.removed', { title: removed.item.variant ? `${removed.item.title} (${removed.item.variant})` : removed.item.title })}
      <button type="button" ref={undoRef} className="checkout-btn checkout-btn--small" aria-busy={busy} disabled={busy} onClick={onUndo}>
        {t('cart.undo')}
      </button>
    </p>
  );
}

/** What the cart could not keep of products no longer in it (sold out, over the line limit); a line's own note is on the line. */
function DroppedLines({ cart }: { cart: CartState }) {
  const { t } = useTranslation('checkout');
  const dropped = cart.adjustments.filter((adjustment) => !cart.items.some((item) => lineKey(item) === lineKey(adjustment)));
  return dropped.map((adjustment) => (
    <p key={lineKey(adjustment)} style={{ color: COLORS.warning }}>
      {adjustmentMessage(t, adjustment, adjustment.title ? (adjustment.variant ? `${adjustment.title} (${adjustment.variant})` : adjustment.title) : t('cart.aProduct'))}
    </p>
  ));
}
