import './PaymentPage.messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import { formatMoney } from 'shared-contracts/domain/money';
import { PATHS } from 'shared-contracts/routes/paths';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import type { PaymentStep } from './pay';

/** Where the payment stands; the page shows each one. */
export type PaymentPhase =
  | { kind: 'ready' }
  | { kind: PaymentStep }
  | { kind: 'cancelled' }
  | { kind: 'declined'; reason: string }
  /** The server priced the order differently from the review: the page shows its figures for a new review. */
  | { kind: 'repriced'; previous: number; total: number }
  | { kind: 'failed'; reason: string; code?: string }
  /** Another tab changed the cart since this page showed it: nothing was ordered; the review shows the cart as it is. */
  | { kind: 'cartChanged' }
  /** The payment reached an order cancelled meanwhile: refunded by the server. */
  | { kind: 'refunded'; number: string; amount: number };

/** Refusals that are best settled in My orders: the page links there. */
const SETTLED_IN_ORDERS = ['unpaid_order_limit', 'order_not_payable'];

/** Under the pay button: what is happening, or how the last attempt ended. */
export function PhaseMessage({ phase }: { phase: PaymentPhase }) {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const style = { marginTop: '0.75rem' };
  const alertStyle = { ...style, color: COLORS.error };
  switch (phase.kind) {
    case 'ready':
      return <p role="status" style={style} />;
    case 'creating':
    case 'paying':
    case 'retrying':
    case 'verifying':
    case 'cancelled':
      return (
        <p role="status" style={style}>
          {t(`payment.phase.${phase.kind}`)}
        </p>
      );
    case 'declined':
      return (
        <p role="alert" style={alertStyle} data-testid="payment-declined">
          {t('payment.phase.declined', { reason: phase.reason })}
        </p>
      );
    case 'repriced':
      return (
        <p role="alert" style={alertStyle} data-testid="payment-repriced">
          {t('payment.phase.repriced', { total: formatMoney(phase.total, locale), previous: formatMoney(phase.previous, locale) })}
        </p>
      );
    case 'cartChanged':
      return (
        <p role="alert" style={alertStyle} data-testid="payment-cart-changed">
          {t('payment.phase.cartChanged')}
        </p>
      );
    case 'refunded':
      return (
        <p role="alert" style={alertStyle} data-testid="payment-refunded">
          {t('payment.phase.refunded', { number: phase.number, amount: formatMoney(phase.amount, locale) })}{' '}
          <Link to={to(PATHS.orders)}>{t('payment.toOrders')}</Link>
        </p>
      );
    case 'failed':
      return (
        <p role="alert" style={alertStyle}>
          {t('payment.phase.failed', { reason: phase.reason })}
          {/* too many unpaid orders: where to pay or cancel one; an order cancelled meanwhile: where it shows */}
          {phase.code && SETTLED_IN_ORDERS.includes(phase.code) && (
            <>
              {' '}
              <Link to={to(PATHS.orders)}>{t('payment.toOrders')}</Link>
            </>
          )}
        </p>
      );
  }
}
