import './PayLinkPage.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import { draftOrderRoutes, type PaymentLinkPage } from 'shared-contracts/api/draft-orders';
import { isApiError } from 'shared-contracts/api/api-error';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { formatDate } from 'shared-contracts/i18n/dates';
import { formatMoney } from 'shared-contracts/domain/money';
import { lineKey } from 'shared-contracts/domain/cart';
import { useLocation, useParams } from 'shared-contracts/ui/router';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { COLORS } from 'shared-contracts/ui/theme';
import { CheckoutStyles } from '../ui/CheckoutStyles';
import { payLink, type PayLinkResult } from '../payment/pay-link';
import type { PaymentStep } from '../payment/pay';

type Shown = { kind: 'ready' } | { kind: PaymentStep } | Exclude<PayLinkResult, { kind: 'paid' }>;

/**
 * /pay/:id?token=: the shop's payment page for a link staff sent (issue 35c): a draft order's total,
 * or the difference an edit of a paid order adds. No session: the link's token is the proof (a wrong
 * one shows the API's words). The order's lines, the amount, the link's end, and the provider's
 * dialog with the usual methods; once paid, the order's number with thanks.
 */
export default function PayLinkPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('payLink.title'));
  const { id = '' } = useParams();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  // A link without its token (cut short when copied) is told so, not asked of the API.
  const query = useApiQuery(token ? draftOrderRoutes.paymentLink : null, { params: { id }, query: { token } });
  const [paid, setPaid] = useState<PaymentLinkPage | null>(null);
  const page = paid ?? query.data;
  return (
    <article style={{ maxWidth: '40rem' }} data-testid="pay-link">
      <CheckoutStyles />
      <h1>{t('payLink.title')}</h1>
      {!token ? <p role="alert">{t('payLink.incomplete')}</p> : null}
      {query.error !== undefined && !page ? <p role="alert">{refusal(query.error)}</p> : null}
      {page ? <PayLinkDetails page={page} token={token} onPaid={setPaid} /> : null}
    </article>
  );
}

/** Why the link cannot be shown: the API's words on its token (wrong, another's), else its code's. */
const refusal = (error: unknown) => (isApiError(error) && error.fieldMessage('token')) || apiErrorMessage(error);

function PayLinkDetails({ page, token, onPaid }: { page: PaymentLinkPage; token: string; onPaid: (page: PaymentLinkPage) => void }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const [shown, setShown] = useState<Shown>({ kind: 'ready' });
  const { link, order } = page;
  const amount = formatMoney(link.amount, locale);
  const working = shown.kind === 'creating' || shown.kind === 'paying' || shown.kind === 'retrying' || shown.kind === 'verifying';

  async function pay() {
    const result = await payLink(link.id, token, { onStep: (kind) => setShown({ kind }) });
    if (result.kind === 'paid') onPaid(result.page);
    else setShown(result);
  }

  const message =
    shown.kind === 'paying' || shown.kind === 'retrying' || shown.kind === 'cancelled'
      ? { alert: false, text: t(`payLink.${shown.kind}`) }
      : shown.kind === 'declined'
        ? { alert: true, text: t('payLink.declined', { reason: shown.reason }) }
        : shown.kind === 'failed'
          ? { alert: true, text: t('payLink.failed', { reason: refusal(shown.error) }) }
          : undefined;

  return (
    <>
      <h2>{t('payLink.heading', { number: order.number })}</h2>
      <ul>
        {order.lines.map((line) => (
          <li key={lineKey(line)}>
            {line.quantity} × {line.title}
            {line.variant ? ` (${line.variant})` : ''}: {formatMoney(line.inclusive, locale)}
          </li>
        ))}
      </ul>
      <p>{t('payLink.shipping', { amount: formatMoney(order.shipping.inclusive, locale) })}</p>
      <p>
        <strong>{t('payLink.total', { amount: formatMoney(order.totals.inclusive, locale) })}</strong>
      </p>
      {link.status === 'paid' ? (
        <p role="status" data-testid="pay-link-paid">
          {t('payLink.paid', { number: order.number })}
        </p>
      ) : link.status === 'open' ? (
        <>
          <p>{t(link.purpose === 'edit' ? 'payLink.edit' : 'payLink.order', { amount })}</p>
          <p>{t('payLink.expires', { date: formatDate(link.expiresAt, locale, 'dateTime') })}</p>
          <Button type="primary" size="large" loading={working} onClick={() => void pay()}>
            {t('payLink.pay', { amount })}
          </Button>
          {message ? (
            <p role={message.alert ? 'alert' : 'status'} style={message.alert ? { color: COLORS.error } : undefined}>
              {message.text}
            </p>
          ) : null}
        </>
      ) : (
        <p role="alert">{t(link.status === 'cancelled' ? 'payLink.cancelledLink' : 'payLink.expired')}</p>
      )}
    </>
  );
}
