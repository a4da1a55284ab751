import './ConfirmationPage.messages';
import './OrdersPage.messages';
import './GuestAccount.messages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import type { CustomerOrder } from 'shared-contracts/api/orders';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { formatDate } from 'shared-contracts/i18n/dates';
import { PATHS } from 'shared-contracts/routes/paths';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { Link, useLocation, useParams } from 'shared-contracts/ui/router';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { CheckoutStyles } from '../ui/CheckoutStyles';
import { DeliveryAddress, OrderLines } from './OrderDetail';
import { GuestAccount } from './GuestAccount';
import { OrderInvoice } from './OrderInvoice';
import { StatusChips } from './StatusChips';
import { CodConfirmButton, CodLinkConfirm, CodPayable, useCodLinkToken } from './CodConfirm';

const ReturnLinkRequest = lazy(() => import('./ReturnRequest').then((module) => ({ default: module.ReturnLinkRequest })));

/**
 * The `return` token of a guest order's shipped e-mail link (`?return=<64 hex>`, RETURN_LINK_PARAM of
 * api/returns, spelled here so the page does not load the returns contract before it is needed).
 */
function useReturnLinkToken(): string | null {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('return');
  return token && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

/**
 * /accounts/orders/:id/confirmation: where the shopper lands after paying, and what My orders and
 * the confirmation e-mail link to (orderConfirmationPath). The order number, its lines and totals
 * with GST, the delivery address, what happens next and the tax invoice; for a guest, the offer to
 * create an account. Whoever is not signed in (a guest whose session ended, the link opened in
 * another browser) is asked to sign in or create the account, not sent away.
 */
export default function ConfirmationPage() {
  const { t } = useTranslation('checkout');
  const user = useRequireIdentity();
  usePageTitle(t('confirmation.title'));
  // opened from a cash-on-delivery order's e-mail: its link's token confirms it, signed in or not
  const codToken = useCodLinkToken();
  // opened from a guest order's shipped e-mail: its return form, the link's token instead of a session
  const returnToken = useReturnLinkToken();
  if (codToken) return <CodLinkConfirm token={codToken} />;
  if (returnToken) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <ReturnLinkRequest token={returnToken} />
      </Suspense>
    );
  }
  if (user === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (user === null) return <SignedOut />;
  return <Confirmation user={user} />;
}

/** The page without an account to show the order to: sign in, or create the account. */
function SignedOut({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const { pathname, search } = useLocation();
  const next = encodeURIComponent(`${pathname}${search}`);
  return (
    <article style={{ maxWidth: '40rem' }}>
      <h1>{t('confirmation.title')}</h1>
      {notFound && <p role="alert">{t('confirmation.notFound')}</p>}
      <section aria-labelledby="guest-signed-out">
        <h2 id="guest-signed-out">{t('guestSignedOut.title')}</h2>
        <p>{t('guestSignedOut.text')}</p>
        <p style={{ display: 'flex', gap: '.75rem', flexWrap: 'wrap' }}>
          <LinkButton type="primary" to={`${to(PATHS.login)}?next=${next}`}>
            {t('guestSignedOut.signIn')}
          </LinkButton>
          <LinkButton to={`${to(PATHS.login)}?mode=signup&next=${next}`}>{t('guestSignedOut.createAccount')}</LinkButton>
        </p>
      </section>
    </article>
  );
}

function Confirmation({ user }: { user: ShopUser }) {
  const { t } = useTranslation('checkout');
  const { id = '' } = useParams();
  const order = useApiQuery(routes.myOrder, { params: { id } });

  if (order.data) return <Confirmed order={order.data} guest={user.anonymous === true} reload={order.reload} />;
  // A guest's account that is not the one that paid (a new guest session): not theirs to see.
  if (user.anonymous && isApiError(order.error) && order.error.status === 404) return <SignedOut notFound />;
  return (
    <article aria-busy={order.error === undefined ? 'true' : undefined}>
      <h1>{t('confirmation.title')}</h1>
      {order.error === undefined ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div>
          <p role="alert">{isApiError(order.error) && order.error.status === 404 ? t('confirmation.notFound') : apiErrorMessage(order.error)}</p>
          <Button onClick={order.reload}>{t('orders.retry')}</Button>
        </div>
      )}
    </article>
  );
}

function Confirmed({ order, guest, reload }: { order: CustomerOrder; guest: boolean; reload: () => void }) {
  const { t } = useTranslation('checkout');
  // Kept once offered: creating the account ends the guest session, and the offer then says it is done.
  const [offerAccount] = useState(guest);
  const { locale, to } = useLocale();
  const placed = order.status === 'confirmed' || order.status === 'completed';
  const toOrder = `${to(PATHS.orders)}?order=${encodeURIComponent(order.id)}`;
  return (
    <article>
      <CheckoutStyles />
      <h1>{t('confirmation.title')}</h1>
      <p role="status" data-testid="confirmation-status" style={{ fontSize: '1.15em' }}>
        {placed
          ? t('confirmation.thanks', { number: order.number })
          : order.status === 'cancelled'
            ? t('confirmation.cancelled', { number: order.number })
            : t('confirmation.notPaid', { number: order.number })}
      </p>
      <p>
        {t('confirmation.placed', { date: formatDate(order.createdAt, locale, 'dateTime') })}{' '}
        <StatusChips status={order.status} paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} />
      </p>
      <CodPayable order={order} />
      <CodConfirmButton order={order} onConfirmed={reload} />
      <div className="payment-layout">
        <div>
          <section aria-labelledby="confirmation-items">
            <h2 id="confirmation-items">{t('confirmation.items')}</h2>
            <OrderLines order={order} />
          </section>
          <DeliveryAddress order={order} />
          {order.invoice && <OrderInvoice order={order} />}
        </div>
        <aside aria-labelledby="confirmation-next" className="payment-summary">
          <h2 id="confirmation-next" style={{ marginTop: 0 }}>
            {t('confirmation.next.title')}
          </h2>
          {placed ? (
            <ol style={{ paddingLeft: '1.25rem' }}>
              <li>{t('confirmation.next.pack')}</li>
              <li>{t('confirmation.next.follow')}</li>
              {order.invoice && <li>{t('confirmation.next.invoice')}</li>}
              <li>
                {t('confirmation.next.help')} <Link to={to(PATHS.contactUs)}>{t('confirmation.toContact')}</Link>
              </li>
            </ol>
          ) : null}
          {offerAccount && <GuestAccount receiptEmail={order.email ?? ''} />}
          <p style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
            <LinkButton to={toOrder} type={placed ? 'default' : 'primary'}>
              {t('confirmation.toOrder')}
            </LinkButton>
            <LinkButton to={to(PATHS.shop)} type={placed ? 'primary' : 'default'}>
              {t('confirmation.toShop')}
            </LinkButton>
          </p>
        </aside>
      </div>
    </article>
  );
}
