import './PaymentPage.messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { Link, useNavigate } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import { fieldErrorsForForm } from 'shared-contracts/api/form-errors';
import type { Address, Order } from 'shared-contracts/domain/order';
import type { DiscountPreview } from 'shared-contracts/api/discounts';
import { discountedCartTotals } from 'shared-contracts/domain/discount';
import { DEFAULT_SELLER_STATE, isGstStateCode } from 'shared-contracts/domain/gst';
import { lineKey } from 'shared-contracts/domain/cart';
import { formatMoney, multiplyMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { notify } from 'shared-contracts/platform/toast';
import { orderConfirmationPath, PATHS } from 'shared-contracts/routes/paths';
import { AddressFields } from 'shared-contracts/ui/AddressFields';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { COLORS } from 'shared-contracts/ui/theme';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { email, gstNumber, required } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';
import { useCart } from '../cart/useCart';
import { cartProblem } from '../cart/problems';
import { CheckoutStyles } from '../ui/CheckoutStyles';
import { TotalsTable } from '../ui/TotalsTable';
import { estimateFor, useDeliveryEstimate } from 'shared-contracts/ui/DeliveryEstimate';
import type { Parcel } from 'shared-contracts/domain/delivery';
import { CodOption } from './CodOption';
import { DiscountCode, discountRefusal } from './DiscountCode';
import { deviceId } from './device';
import { GuestLimitSignIn, lineErrorsOf } from './GuestLimits';
import { pay, PaymentAttempts, type PaymentMethod } from './pay';
import { UpiPayment, useUpiCollects } from './UpiPayment';
import { cartStillHolds, reloadCart } from '../cart/store';
import { clearCheckoutDraft, draftFormOf, readCheckoutDraft, writeCheckoutDraft, type CheckoutDraft } from './checkoutDraft';
import { PhaseMessage, type PaymentPhase } from './PhaseMessage';
import { SignInOrGuest } from './SignInOrGuest';
import { storeCreditApplied, StoreCreditOption, useStoreCreditBalance } from './StoreCredit';
import { useSellerState } from './useSellerState';
import { useReminderContact } from './reminderContact';
import { consentFields, PrivacyConsent } from 'shared-contracts/ui/PrivacyConsent';

/** `email`: a guest's address for the receipt (a signed-in customer's mails go to their account's). */
type FormValues = { shippingAddress: Address; gstin?: string; saveAddress: boolean; email?: string; marketingConsent?: boolean };

/** The server's prices after a 409 price_changed, by product, until the shopper has paid. */
type Repriced = ReadonlyMap<string, { unitPrice: number; gstRate: number; was: number }>;

/** /payment: address, optional GSTIN, review, then pay on the provider's checkout. Signed-in customers, or guests with an e-mail address. */
export default function PaymentPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('payment.title'));
  return <SignInOrGuest title={t('payment.title')}>{(user) => <Payment user={user} />}</SignInOrGuest>;
}

const guestEmailRules = toFormRules(required, email);

function Payment({ user }: { user: ShopUser }) {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const cart = useCart();
  const profile = useApiQuery(routes.getAccount);
  const [form] = Form.useForm<FormValues>();
  const deliveryState = Form.useWatch(['shippingAddress', 'stateCode'], form);
  const deliveryPin = Form.useWatch(['shippingAddress', 'pincode'], form);
  // a guest's address, given with the marketing box ticked, is kept for cart reminders (reminderContact.ts)
  useReminderContact(form, user.anonymous === true);
  // shipping by the merchant's table for the address (the API's estimate: zone rate and parcel weight)
  const goods = cart.items.map(({ productId, variantId, quantity }) => ({ productId, ...(variantId ? { variantId } : {}), quantity }));
  const delivery = useDeliveryEstimate(goods, { pin: deliveryPin, state: isGstStateCode(deliveryState) ? deliveryState : undefined });
  const sellerState = useSellerState();
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'ready' });
  const [repriced, setRepriced] = useState<Repriced>(new Map());
  const [attempts] = useState(() => new PaymentAttempts());
  // the code the API accepted for these lines, or why it refused one
  const [discount, setDiscount] = useState<{ applied: DiscountPreview | null; error?: string }>({ applied: null });
  // what a refused checkout said of each line (by its index in the review), until the next attempt
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const busy = useRef(false);
  // what this tab kept of the form before a reload, Back/Forward or a discard (checkoutDraft.ts)
  const [restored] = useState(() => readCheckoutDraft(user.uid));
  const draft = useRef<CheckoutDraft>(restored ?? { form: {} });
  const [typedCode, setTypedCode] = useState(restored?.discount?.code ?? '');
  // UPI first (most Indian shoppers pay by UPI), then cards
  const [method, setMethod] = useState<PaymentMethod>(restored?.method ?? 'upi');
  const upiCollects = useUpiCollects();
  // the account's store credit, used unless the shopper says not to (the server applies it again)
  const creditBalance = useStoreCreditBalance();
  const [useCredit, setUseCredit] = useState(restored?.useCredit ?? true);
  const appliedCode = discount.applied?.discount.code;
  useEffect(() => {
    const code = appliedCode ?? typedCode.trim();
    draft.current = { form: draft.current.form, method, useCredit, ...(code ? { discount: { code, applied: appliedCode !== undefined } } : {}) };
    writeCheckoutDraft(user.uid, draft.current);
  }, [method, useCredit, appliedCode, typedCode, user.uid]);
  /** Keeps the form's values in the draft (on every change the shopper makes). */
  const keepForm = (values: unknown) => {
    draft.current = { ...draft.current, form: draftFormOf(values) };
    writeCheckoutDraft(user.uid, draft.current);
  };

  if (cart.status === 'loading' || (profile.loading && !profile.data)) {
    return (
      <article aria-busy="true">
        <h1>{t('payment.title')}</h1>
        <Skeleton active paragraph={{ rows: 8 }} />
      </article>
    );
  }

  // While a payment runs the page stays: the cart, read again meanwhile (the tab shown again after the
  // UPI app, another tab), may already be empty because the order it became was paid.
  const paymentRunning = phase.kind === 'creating' || phase.kind === 'paying' || phase.kind === 'retrying' || phase.kind === 'verifying';
  if (cart.items.length === 0 && !paymentRunning) {
    return (
      <article>
        <h1>{t('payment.title')}</h1>
        <p>{t('payment.emptyCart')}</p>
        <LinkButton to={to(PATHS.shop)} type="primary">
          {t('payment.toShop')}
        </LinkButton>
      </article>
    );
  }

  // What the shopper reviews and agrees to pay: the cart, with the server's newer prices if it sent some.
  const items = cart.items.map((item) => {
    const now = repriced.get(lineKey(item));
    return now ? { ...item, unitPrice: now.unitPrice, gstRate: now.gstRate as typeof item.gstRate, was: now.was } : item;
  });
  // The total is the same whatever the states (prices include GST); only the split depends on them.
  // A code takes its amount off the lines it applies to, by the same shared rule as the server's.
  const applied = discount.applied;
  const totalsWith = (parcel: Parcel | null | undefined) =>
    discountedCartTotals(
      items,
      {
        sellerState: sellerState ?? DEFAULT_SELLER_STATE,
        deliveryState: isGstStateCode(deliveryState) ? deliveryState : (sellerState ?? DEFAULT_SELLER_STATE),
        parcel,
      },
      applied ? { rule: applied.discount, eligible: items.map((item) => applied.eligible[item.productId] ?? false) } : undefined,
    );
  const totals = totalsWith(delivery.estimate?.parcel);
  // store credit is a means of payment: the totals (and their GST) stay whole, it pays part of them
  const credit = storeCreditApplied(creditBalance, totals.total, useCredit);
  const payable = totals.total - credit;
  const blocked = cart.items.some((item) => cartProblem(item) === 'blocking');
  const working = paymentRunning;

  /** Paid (or confirmed free): the confirmation page, with a toast. */
  function paid(order: Order) {
    clearCheckoutDraft();
    notify(t(order.paymentStatus === 'free' ? 'payment.freeToast' : 'payment.paidToast', { number: order.number }), 'success');
    navigate(to(orderConfirmationPath(order.id)));
  }

  /**
   * Checks the form, then pays (pay.ts) and shows how it ended. With UPI by collect request
   * (UpiPayment), the order awaiting its collect request is handed back instead.
   */
  async function submit(chosen: PaymentMethod = method): Promise<Order | undefined> {
    if (busy.current) return;
    busy.current = true;
    try {
      let values: FormValues;
      try {
        values = await form.validateFields();
      } catch {
        return; // antd shows each field's message; the first invalid field is scrolled to
      }
      // another tab may have changed the cart since this one showed it: never pay for lines it no longer holds
      if (!(await confirmCart())) return;
      const request = {
        lines: items.map(({ productId, variantId, quantity, unitPrice }) => ({ productId, ...(variantId ? { variantId } : {}), quantity, unitPrice })),
        shippingAddress: values.shippingAddress,
        gstin: values.gstin || null,
        saveAddress: Boolean(values.saveAddress),
        // the total on the pay button, with the shipping for this address: the server refuses to charge another one (409 price_changed)
        expectedTotal: totalsWith((await estimateFor(delivery, goods, { pin: values.shippingAddress.pincode, state: values.shippingAddress.stateCode }).catch(() => undefined))?.parcel).total,
        discountCode: applied?.discount.code ?? null,
        // the shopper's choice, whatever the balance shows: an order awaiting payment may hold the credit
        // (a reload after closing the dialog), and the server applies what there is
        useStoreCredit: useCredit,
        // the privacy notice shown under the form, and the separate marketing box (issue 35 item 5)
        ...consentFields(values),
        // a guest's reservations are limited per device too (api/src/checkout/guest-limits.ts)
        ...(user.anonymous ? { email: values.email?.trim(), deviceId: deviceId() } : {}),
      };
      setLineErrors(new Map());
      const receipt = user.anonymous ? request.email : user.email;
      const result = await pay(request, { attempts, email: receipt ?? undefined, onStep: (kind) => setPhase({ kind }), method: chosen });
      switch (result.kind) {
        case 'paid':
          paid(result.order);
          return;
        case 'collect':
          setPhase({ kind: 'ready' });
          return result.order;
        case 'refunded':
          setPhase({ kind: 'refunded', number: result.order.number, amount: result.order.amountRefunded });
          return;
        case 'cancelled':
          setPhase({ kind: 'cancelled' });
          return;
        case 'declined':
          setPhase({ kind: 'declined', reason: result.reason });
          return;
        case 'repriced': {
          // Show the server's figures; paying again is the shopper's confirmation.
          const reviewed = new Map(items.map((item) => [lineKey(item), item.unitPrice]));
          setRepriced(new Map(result.prices.lines.map((line) => [lineKey(line), { unitPrice: line.unitPrice, gstRate: line.gstRate, was: reviewed.get(lineKey(line)) ?? line.unitPrice }])));
          setPhase({ kind: 'repriced', previous: result.prices.expectedTotal, total: result.prices.total });
          return;
        }
        case 'failed': {
          const { error } = result;
          // the code no longer applies (used up meanwhile...): its words under the field, the total without it
          if (isApiError(error) && error.code === 'discount_rejected') setDiscount({ applied: null, error: discountRefusal(error) });
          if (isApiError(error)) form.setFields(fieldErrorsForForm(error.fields, ['shippingAddress', 'gstin', 'email']) as Parameters<typeof form.setFields>[0]);
          setLineErrors(lineErrorsOf(error));
          setPhase({ kind: 'failed', reason: apiErrorMessage(error), code: isApiError(error) ? error.code : undefined });
        }
      }
    } finally {
      busy.current = false;
    }
  }

  /** Reads the cart again before an order is placed; false (and the page says so) when another tab changed it. */
  async function confirmCart(): Promise<boolean> {
    if (await cartStillHolds(items)) return true;
    setPhase({ kind: 'cartChanged' });
    return false;
  }

  const savedAddresses = profile.data?.addresses ?? [];
  // Start from the first saved address (the default one) and the saved GSTIN, or what this tab kept.
  // A guest has no account to save an address in yet: the box starts unticked and says why.
  const shippingAddress = savedAddresses[0] ?? ({ name: profile.data?.name ?? user.displayName ?? '', phone: profile.data?.phone ?? '' } as Address);
  const kept = draft.current.form;
  const initialValues: Partial<FormValues> = {
    gstin: profile.data?.gstin ?? '',
    saveAddress: !user.anonymous && savedAddresses.length === 0,
    ...kept,
    shippingAddress: { ...shippingAddress, ...kept.shippingAddress } as Address,
  };

  return (
    <article>
      <CheckoutStyles />
      <h1>{t('payment.title')}</h1>
      {profile.error !== undefined && <p role="alert">{apiErrorMessage(profile.error)}</p>}
      <div className="payment-layout">
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={initialValues}
          disabled={working}
          scrollToFirstError
          onValuesChange={(_, values) => keepForm(values)}
        >
          {user.anonymous && (
            <section aria-labelledby="payment-email">
              <h2 id="payment-email">{t('guest.email.title')}</h2>
              <Form.Item name="email" label={t('guest.email.label')} extra={t('guest.email.text')} rules={guestEmailRules}>
                <Input type="email" autoComplete="email" style={{ maxWidth: '24rem' }} />
              </Form.Item>
            </section>
          )}
          <section aria-labelledby="payment-address">
            <h2 id="payment-address">{t('payment.address.title')}</h2>
            <p>{t('payment.address.text')}</p>
            {savedAddresses.length > 1 && (
              <Form.Item label={t('payment.savedAddress')}>
                <Select
                  aria-label={t('payment.savedAddress')}
                  placeholder={t('payment.savedAddressPlaceholder')}
                  options={savedAddresses.map((address, index) => ({ value: index, label: `${address.name}, ${address.line1}, ${address.city} ${address.pincode}` }))}
                  onChange={(index: number) => {
                    form.setFieldsValue({ shippingAddress: savedAddresses[index] });
                    keepForm(form.getFieldsValue(true));
                  }}
                />
              </Form.Item>
            )}
            <AddressFields name="shippingAddress" />
            <Form.Item name="saveAddress" valuePropName="checked" extra={user.anonymous ? t('payment.saveAddressGuestText') : undefined}>
              <Checkbox>{t(user.anonymous ? 'payment.saveAddressGuest' : 'payment.saveAddress')}</Checkbox>
            </Form.Item>
          </section>
          <section aria-labelledby="payment-gstin">
            <h2 id="payment-gstin">{t('payment.gstin.title')}</h2>
            <Form.Item name="gstin" label={t('payment.gstin.label')} extra={t('payment.gstin.text')} rules={toFormRules(gstNumber)}>
              <Input maxLength={15} style={{ textTransform: 'uppercase', maxWidth: '20rem' }} autoComplete="off" />
            </Form.Item>
          </section>
          <PrivacyConsent action="checkout" />
        </Form>
        <aside aria-labelledby="payment-review" className="payment-summary">
          <h2 id="payment-review" style={{ marginTop: 0 }}>
            {t('payment.review.title')}
          </h2>
          <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 1rem' }}>
            {items.map((item, index) => (
              <li key={lineKey(item)} style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0 1rem', padding: '0.25rem 0' }}>
                <span>{t('payment.review.line', { title: item.variant ? `${item.title} (${item.variant})` : item.title, count: item.quantity })}</span>
                <span>
                  {'was' in item && item.was !== item.unitPrice && (
                    <s style={{ opacity: 0.7, marginRight: '0.5rem' }}>{t('payment.review.was', { amount: formatMoney(multiplyMoney(item.was, item.quantity), locale) })}</s>
                  )}
                  {formatMoney(multiplyMoney(item.unitPrice, item.quantity), locale)}
                </span>
                {lineErrors.has(index) && (
                  <span style={{ flexBasis: '100%', color: COLORS.error, fontSize: '0.85em' }} data-testid="payment-line-error">
                    {lineErrors.get(index)}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <DiscountCode
            lines={items}
            stateCode={isGstStateCode(deliveryState) ? deliveryState : undefined}
            applied={applied}
            amount={totals.discount}
            error={discount.error}
            disabled={working}
            onChange={(next, error) => setDiscount({ applied: next, error })}
            restored={restored?.discount}
            onCodeChange={setTypedCode}
          />
          <TotalsTable
            totals={{
              subtotal: totals.subtotal,
              shipping: delivery.estimate?.served ? totals.shipping.inclusive : null,
              tax: totals.tax,
              total: totals.total,
              ...(applied ? { discount: { label: t('discount.row', { code: applied.discount.code }), amount: totals.discount } } : {}),
            }}
            showSplit={sellerState !== undefined && isGstStateCode(deliveryState)}
          />
          <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{t('payment.pay.text')}</p>
          {blocked && (
            <p style={{ color: COLORS.error }}>
              {t('payment.blocked')} <Link to={to(PATHS.cart)}>{t('payment.toCart')}</Link>
            </p>
          )}
          <StoreCreditOption balance={creditBalance} applied={credit} total={totals.total} checked={useCredit} disabled={working} onChange={setUseCredit} />
          <Radio.Group
            aria-label={t('method.title')}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            disabled={working}
            optionType="button"
            style={{ display: 'flex', margin: '0 0 0.75rem' }}
            options={[
              { value: 'upi', label: t('method.upi') },
              { value: 'card', label: t('method.card') },
            ]}
          />
          {method === 'upi' && upiCollects && payable > 0 ? (
            <UpiPayment
              amount={payable}
              disabled={blocked || working}
              startCheckout={() => submit('upi')}
              onPaid={(order) => {
                void reloadCart();
                paid(order);
              }}
              onOtherMethod={() => setMethod('card')}
            />
          ) : (
            <Button type="primary" size="large" block loading={working} disabled={blocked} onClick={() => void submit()}>
              {payable > 0 ? t('payment.payButton', { amount: formatMoney(payable, locale) }) : t('storeCredit.confirmButton')}
            </Button>
          )}
          <PhaseMessage phase={phase} />
          {/* cash on delivery, when the shop offers it for this cart, address and customer: its own order, no provider */}
          <CodOption
            user={user}
            form={form}
            lines={items}
            total={totals.total}
            discountCode={applied?.discount.code ?? null}
            disabled={blocked || working}
            confirmCart={confirmCart}
          />
          {user.anonymous && phase.kind === 'failed' && <GuestLimitSignIn code={phase.code} />}
          <p style={{ marginTop: '0.75rem' }}>
            <Link to={to(PATHS.cart)}>{t('payment.toCart')}</Link>
          </p>
        </aside>
      </div>
    </article>
  );
}
