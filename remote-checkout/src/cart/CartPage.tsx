import './CartPage.messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { Link } from 'shared-contracts/ui/router';
import { cartTotals, FREE_SHIPPING_THRESHOLD, MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import { DEFAULT_SELLER_STATE } from 'shared-contracts/domain/gst';
import { formatMoney, multiplyMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { COLORS } from 'shared-contracts/ui/theme';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { refreshGuestLines, reloadCart, removeLine, setQuantity, type CartItem, type CartState } from './store';
import { useCart } from './useCart';
import { adjustmentMessage } from './adjustmentMessage';
import { cartProblem } from './problems';
import { TotalsTable } from '../ui/TotalsTable';
import { CheckoutStyles } from '../ui/CheckoutStyles';

/**
 * The cart (/cart): change quantities, remove lines, see the totals with their GST. A line that
 * cannot be bought as it is (sold out, no longer sold) says so on the line and holds back payment.
 */
export default function CartPage() {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const cart = useCart();
  const [busy, setBusy] = useState<string | null>(null);

  // A guest's lines are snapshots: read their products again for today's price and stock.
  const guestReady = cart.owner === 'guest' && cart.status === 'ready';
  useEffect(() => {
    if (guestReady) void refreshGuestLines();
  }, [guestReady]);

  usePageTitle(t('cart.title'));

  async function change(productId: string, quantity: number) {
    setBusy(productId);
    try {
      await (quantity === 0 ? removeLine(productId) : setQuantity(productId, quantity));
    } catch {
      // shown from the cart's error below
    } finally {
      setBusy(null);
    }
  }

  if (cart.status === 'loading') {
    return (
      <article aria-busy="true">
        <h1>{t('cart.title')}</h1>
        <Skeleton active paragraph={{ rows: 5 }} />
      </article>
    );
  }

  if (cart.status === 'failed' && cart.items.length === 0) {
    return (
      <article>
        <h1>{t('cart.title')}</h1>
        <p role="alert">{apiErrorMessage(cart.error)}</p>
        <Button onClick={() => void reloadCart()}>{t('cart.retry')}</Button>
      </article>
    );
  }

  if (cart.items.length === 0) {
    return (
      <article>
        <h1>{t('cart.title')}</h1>
        <DroppedLines cart={cart} />
        <p>{t('cart.empty')}</p>
        <LinkButton to={to(PATHS.shop)} type="primary">
          {t('cart.toShop')}
        </LinkButton>
      </article>
    );
  }

  const totals = cartTotals(cart.items, { sellerState: DEFAULT_SELLER_STATE, deliveryState: DEFAULT_SELLER_STATE });
  const blocked = cart.items.some((item) => cartProblem(item) === 'blocking');

  return (
    <article>
      <CheckoutStyles />
      <h1>{t('cart.title')}</h1>
      {cart.error !== undefined && (
        <p role="alert" style={{ color: COLORS.error }}>
          {apiErrorMessage(cart.error)}
        </p>
      )}
      <div className="cart-layout">
        <section aria-label={t('cart.linesLabel')}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {cart.items.map((item) => {
              const adjustment = cart.adjustments.find((a) => a.productId === item.productId);
              const quantityId = `quantity-${item.productId}`;
              const problem = problemText(t, item);
              return (
                <li key={item.productId} className="cart-line" data-testid="cart-line">
                  <div className="cart-line__image">
                    {item.image ? <img src={item.image.url} alt="" width={72} height={72} loading="lazy" decoding="async" style={{ objectFit: 'cover', borderRadius: 6 }} /> : null}
                  </div>
                  <div className="cart-line__main">
                    <Link to={to(productPath(item.slug))} style={{ fontWeight: 600 }}>
                      {item.title}
                    </Link>
                    <div>{t('cart.unitPrice', { price: formatMoney(item.unitPrice, locale) })}</div>
                    {problem && (
                      <div style={{ color: cartProblem(item) === 'blocking' ? COLORS.error : COLORS.warning }} data-testid="cart-line-problem">
                        {problem}
                      </div>
                    )}
                    {adjustment && <div style={{ color: COLORS.warning }}>{adjustmentMessage(t, adjustment, item.title)}</div>}
                  </div>
                  <div className="cart-line__quantity">
                    <label htmlFor={quantityId} className="visually-hidden">
                      {t('cart.quantityFor', { title: item.title })}
                    </label>
                    <select
                      id={quantityId}
                      value={item.quantity}
                      disabled={busy !== null || item.unavailable}
                      onChange={(event) => void change(item.productId, Number(event.target.value))}
                      style={{ padding: '0.3rem 0.5rem', borderRadius: 6, minWidth: '4rem' }}
                    >
                      {Array.from({ length: Math.max(MAX_QUANTITY_PER_LINE, item.quantity) }, (_, index) => index + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                    <Button
                      type="link"
                      danger
                      loading={busy === item.productId}
                      disabled={busy !== null && busy !== item.productId}
                      onClick={() => void change(item.productId, 0)}
                      aria-label={t('cart.removeLabel', { title: item.title })}
                    >
                      {t('cart.remove')}
                    </Button>
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
          <TotalsTable totals={{ subtotal: totals.subtotal, shipping: totals.shipping.inclusive, tax: totals.tax, total: totals.total }} showSplit={false} />
          <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{t('cart.taxNote', { threshold: formatMoney(FREE_SHIPPING_THRESHOLD, locale) })}</p>
          {blocked && <p style={{ color: COLORS.error }}>{t('cart.blocked')}</p>}
          <LinkButton to={to(PATHS.payment)} type="primary" size="large" block disabled={blocked || busy !== null}>
            {t('cart.checkout')}
          </LinkButton>
          <p style={{ marginTop: '0.75rem' }}>
            <Link to={to(PATHS.shop)}>{t('cart.continue')}</Link>
          </p>
        </aside>
      </div>
    </article>
  );
}

function problemText(t: ReturnType<typeof useTranslation>['t'], item: CartItem): string | null {
  if (item.unavailable) return t('cart.unavailable');
  if (item.stockLevel === 'sold_out') return t('cart.soldOut');
  if (item.stockLevel === 'few_left') return t('cart.fewLeft');
  return null;
}

/** What the cart could not keep of products no longer in it (sold out, over the line limit); a line's own note is on the line. */
function DroppedLines({ cart }: { cart: CartState }) {
  const { t } = useTranslation('checkout');
  const dropped = cart.adjustments.filter((adjustment) => !cart.items.some((item) => item.productId === adjustment.productId));
  return dropped.map((adjustment) => (
    <p key={adjustment.productId} style={{ color: COLORS.warning }}>
      {adjustmentMessage(t, adjustment, t('cart.aProduct'))}
    </p>
  ));
}
