import '../i18n/messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { Link, useNavigate } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import { fieldErrorsForForm } from 'shared-contracts/api/form-errors';
import type { Address } from 'shared-contracts/domain/order';
import { priceChangedDetailsSchema } from 'shared-contracts/api/checkout';
import { cartTotals } from 'shared-contracts/domain/cart';
import { DEFAULT_SELLER_STATE, isGstStateCode, type GstStateCode } from 'shared-contracts/domain/gst';
import { formatMoney, multiplyMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api';
import { shopApi } from 'shared-contracts/platform/api';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { loadPaymentConfig, loadPaymentProvider, type ProviderPaymentFailure, type ProviderPaymentResult } from 'shared-contracts/platform/payments';
import { notify } from 'shared-contracts/platform/toast';
import { AddressFields } from 'shared-contracts/ui/AddressFields';
import { RequireSignIn } from 'shared-contracts/ui/RequireSignIn';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { gstNumber } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';
import { reloadCart } from '../cart/store';
import { useCart } from '../cart/useCart';
import { cartProblem } from '../cart/problems';
import { CheckoutStyles } from './CheckoutStyles';
import { TotalsTable } from './TotalsTable';

type FormValues = { shippingAddress: Address; gstin?: string; saveAddress: boolean };

/** Where the payment stands; the page shows each one. */
export type PaymentPhase =
  | { kind: 'ready' }
  | { kind: 'creating' }
  | { kind: 'paying' }
  | { kind: 'verifying' }
  | { kind: 'cancelled' }
  | { kind: 'declined'; reason: string }
  /** The server priced the order differently from the review: the page shows its figures for a new review. */
  | { kind: 'repriced'; previous: number; total: number }
  | { kind: 'failed'; reason: string; code?: string };

/** The server's prices after a 409 price_changed, by product, until the shopper has paid. */
type Repriced = ReadonlyMap<string, { unitPrice: number; gstRate: number; was: number }>;

type DialogOutcome = { kind: 'paid'; result: ProviderPaymentResult } | { kind: 'failed'; failure: ProviderPaymentFailure } | { kind: 'dismissed' };

/** /payment: address, optional GSTIN, review, then pay on the provider's checkout. Signed-in customers only. */
export default function PaymentPage() {
  return <RequireSignIn>{(user) => <Payment user={user} />}</RequireSignIn>;
}

function Payment({ user }: { user: ShopUser }) {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const cart = useCart();
  const profile = useApiQuery(routes.getAccount);
  const [form] = Form.useForm<FormValues>();
  const deliveryState = Form.useWatch(['shippingAddress', 'stateCode'], form);
  const sellerState = useSellerState();
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'ready' });
  const [repriced, setRepriced] = useState<Repriced>(new Map());
  /** One idempotency key per attempt: a repeated click or a retry of the same cart and address makes no second order. */
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    document.title = `${t('payment.title')} · Haat`;
  }, [t]);

  if (cart.status === 'loading' || (profile.loading && !profile.data)) {
    return (
      <article aria-busy="true">
        <h1>{t('payment.title')}</h1>
        <Skeleton active paragraph={{ rows: 8 }} />
      </article>
    );
  }

  if (cart.items.length === 0) {
    return (
      <article>
        <h1>{t('payment.title')}</h1>
        <p>{t('payment.emptyCart')}</p>
        <LinkButton to={to('/shop')} type="primary">
          {t('cart.toShop')}
        </LinkButton>
      </article>
    );
  }

  // What the shopper reviews and agrees to pay: the cart, with the server's newer prices if it sent some.
  const items = cart.items.map((item) => {
    const now = repriced.get(item.productId);
    return now ? { ...item, unitPrice: now.unitPrice, gstRate: now.gstRate as typeof item.gstRate, was: now.was } : item;
  });
  // The total is the same whatever the states (prices include GST); only the split depends on them.
  const totals = cartTotals(items, {
    sellerState: sellerState ?? DEFAULT_SELLER_STATE,
    deliveryState: isGstStateCode(deliveryState) ? deliveryState : (sellerState ?? DEFAULT_SELLER_STATE),
  });
  const blocked = cart.items.some((item) => cartProblem(item) === 'blocking');
  const working = phase.kind === 'creating' || phase.kind === 'paying' || phase.kind === 'verifying';

  async function pay() {
    if (busy.current) return;
    busy.current = true;
    try {
      let values: FormValues;
      try {
        values = await form.validateFields();
      } catch {
        return; // antd shows each field's message; the first invalid field is scrolled to
      }
      const lines = items.map(({ productId, quantity, unitPrice }) => ({ productId, quantity, unitPrice }));
      const body = {
        lines,
        shippingAddress: values.shippingAddress,
        gstin: values.gstin || null,
        saveAddress: Boolean(values.saveAddress),
        // the total on the pay button: the server refuses to charge another one (409 price_changed)
        expectedTotal: totals.total,
      };
      const signature = JSON.stringify(body);
      if (attempt.current?.signature !== signature) attempt.current = { key: crypto.randomUUID(), signature };

      setPhase({ kind: 'creating' });
      const api = await shopApi();
      const [{ order, payment }, Checkout] = await Promise.all([
        api.call(routes.checkout, { body: { ...body, idempotencyKey: attempt.current.key } }),
        loadPaymentProvider(),
      ]);

      setPhase({ kind: 'paying' });
      const outcome = await new Promise<DialogOutcome>((resolve) => {
        new Checkout({
          key: payment.keyId,
          order_id: payment.providerOrderId,
          amount: payment.amount,
          currency: payment.currency,
          name: payment.name,
          description: payment.description,
          prefill: { ...payment.prefill, email: payment.prefill.email ?? user.email ?? undefined },
          handler: (result) => resolve({ kind: 'paid', result }),
          modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
        })
          .on('payment.failed', (failure) => resolve({ kind: 'failed', failure }))
          .open();
      });

      if (outcome.kind === 'dismissed') {
        setPhase({ kind: 'cancelled' });
        return;
      }
      if (outcome.kind === 'failed') {
        // This order cannot be paid again: the next attempt makes a new one. The cart is untouched.
        attempt.current = null;
        setPhase({ kind: 'declined', reason: outcome.failure.error.description ?? '' });
        return;
      }

      setPhase({ kind: 'verifying' });
      await api.call(routes.verifyPayment, {
        body: { orderId: order.id, paymentId: outcome.result.razorpay_payment_id, signature: outcome.result.razorpay_signature },
      });
      attempt.current = null;
      await reloadCart(); // the server emptied the cart when the payment was accepted
      notify(t('payment.paidToast', { number: order.number }), 'success');
      navigate(`${to('/accounts/orders')}?order=${encodeURIComponent(order.id)}`);
    } catch (error) {
      const newPrices = isApiError(error) && error.code === 'price_changed' ? priceChangedDetailsSchema.safeParse(error.details) : undefined;
      if (newPrices?.success) {
        // Nothing was reserved: show the server's figures; paying again is the shopper's confirmation.
        const reviewed = new Map(items.map((item) => [item.productId, item.unitPrice]));
        setRepriced(new Map(newPrices.data.lines.map(({ productId, unitPrice, gstRate }) => [productId, { unitPrice, gstRate, was: reviewed.get(productId) ?? unitPrice }])));
        setPhase({ kind: 'repriced', previous: newPrices.data.expectedTotal, total: newPrices.data.total });
        void reloadCart(); // the cart page and mini-cart follow the new prices too
        return;
      }
      if (isApiError(error)) form.setFields(fieldErrorsForForm(error.fields, ['shippingAddress', 'gstin']) as Parameters<typeof form.setFields>[0]);
      setPhase({ kind: 'failed', reason: apiErrorMessage(error), code: isApiError(error) ? error.code : undefined });
    } finally {
      busy.current = false;
    }
  }

  const savedAddresses = profile.data?.addresses ?? [];
  // Start from the first saved address (the default one) and the saved GSTIN.
  const initialValues: Partial<FormValues> = {
    shippingAddress: savedAddresses[0] ?? ({ name: profile.data?.name ?? user.displayName ?? '', phone: profile.data?.phone ?? '' } as Address),
    gstin: profile.data?.gstin ?? '',
    saveAddress: savedAddresses.length === 0,
  };

  return (
    <article>
      <CheckoutStyles />
      <h1>{t('payment.title')}</h1>
      {profile.error !== undefined && <p role="alert">{apiErrorMessage(profile.error)}</p>}
      <div className="payment-layout">
        <Form form={form} layout="vertical" requiredMark="optional" initialValues={initialValues} disabled={working} scrollToFirstError>
          <section aria-labelledby="payment-address">
            <h2 id="payment-address">{t('payment.address.title')}</h2>
            <p>{t('payment.address.text')}</p>
            {savedAddresses.length > 1 && (
              <Form.Item label={t('payment.savedAddress')}>
                <Select
                  aria-label={t('payment.savedAddress')}
                  placeholder={t('payment.savedAddressPlaceholder')}
                  options={savedAddresses.map((address, index) => ({ value: index, label: `${address.name}, ${address.line1}, ${address.city} ${address.pincode}` }))}
                  onChange={(index: number) => form.setFieldsValue({ shippingAddress: savedAddresses[index] })}
                />
              </Form.Item>
            )}
            <AddressFields name="shippingAddress" />
            <Form.Item name="saveAddress" valuePropName="checked">
              <Checkbox>{t('payment.saveAddress')}</Checkbox>
            </Form.Item>
          </section>
          <section aria-labelledby="payment-gstin">
            <h2 id="payment-gstin">{t('payment.gstin.title')}</h2>
            <Form.Item name="gstin" label={t('payment.gstin.label')} extra={t('payment.gstin.text')} rules={toFormRules(gstNumber)}>
              <Input maxLength={15} style={{ textTransform: 'uppercase', maxWidth: '20rem' }} autoComplete="off" />
            </Form.Item>
          </section>
        </Form>
        <aside aria-labelledby="payment-review" className="payment-summary">
          <h2 id="payment-review" style={{ marginTop: 0 }}>
            {t('payment.review.title')}
          </h2>
          <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 1rem' }}>
            {items.map((item) => (
              <li key={item.productId} style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', padding: '0.25rem 0' }}>
                <span>{t('payment.review.line', { title: item.title, count: item.quantity })}</span>
                <span>
                  {'was' in item && item.was !== item.unitPrice && (
                    <s style={{ opacity: 0.7, marginRight: '0.5rem' }}>{t('payment.review.was', { amount: formatMoney(multiplyMoney(item.was, item.quantity), locale) })}</s>
                  )}
                  {formatMoney(multiplyMoney(item.unitPrice, item.quantity), locale)}
                </span>
              </li>
            ))}
          </ul>
          <TotalsTable
            totals={{ subtotal: totals.subtotal, shipping: totals.shipping.inclusive, tax: totals.tax, total: totals.total }}
            showSplit={sellerState !== undefined && isGstStateCode(deliveryState)}
          />
          <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{t('payment.pay.text')}</p>
          {blocked && (
            <p style={{ color: '#b3261e' }}>
              {t('cart.blocked')} <Link to={to('/cart')}>{t('payment.toCart')}</Link>
            </p>
          )}
          <Button type="primary" size="large" block loading={working} disabled={blocked} onClick={() => void pay()}>
            {t('payment.payButton', { amount: formatMoney(totals.total, locale) })}
          </Button>
          <PhaseMessage phase={phase} />
          <p style={{ marginTop: '0.75rem' }}>
            <Link to={to('/cart')}>{t('payment.toCart')}</Link>
          </p>
        </aside>
      </div>
    </article>
  );
}

function PhaseMessage({ phase }: { phase: PaymentPhase }) {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const style = { marginTop: '0.75rem' };
  switch (phase.kind) {
    case 'ready':
      return <p role="status" style={style} />;
    case 'creating':
    case 'paying':
    case 'verifying':
      return (
        <p role="status" style={style}>
          {t(`payment.phase.${phase.kind}`)}
        </p>
      );
    case 'cancelled':
      return (
        <p role="status" style={style}>
          {t('payment.phase.cancelled')}
        </p>
      );
    case 'declined':
      return (
        <p role="alert" style={{ ...style, color: '#b3261e' }} data-testid="payment-declined">
          {t('payment.phase.declined', { reason: phase.reason })}
        </p>
      );
    case 'repriced':
      return (
        <p role="alert" style={{ ...style, color: '#b3261e' }} data-testid="payment-repriced">
          {t('payment.phase.repriced', { total: formatMoney(phase.total, locale), previous: formatMoney(phase.previous, locale) })}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" style={{ ...style, color: '#b3261e' }}>
          {t('payment.phase.failed', { reason: phase.reason })}
          {/* too many unpaid orders: where to pay or cancel one */}
          {phase.code === 'unpaid_order_limit' && (
            <>
              {' '}
              <Link to={to('/accounts/orders')}>{t('payment.toOrders')}</Link>
            </>
          )}
        </p>
      );
  }
}

/** The state the shop sells from, as the API is configured; undefined until known (the GST split waits for it). */
function useSellerState(): GstStateCode | undefined {
  const [state, setState] = useState<GstStateCode>();
  useEffect(() => {
    let current = true;
    loadPaymentConfig().then(
      (config) => current && setState(config.sellerState),
      // Without the configuration the provider cannot load either; paying says so.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
