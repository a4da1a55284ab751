import './CodOption.messages';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form, { type FormInstance } from 'antd/es/form';
import { codRoutes } from 'shared-contracts/api/cod';
import { routes } from 'shared-contracts/api/routes';
import type { Address } from 'shared-contracts/domain/order';
import { formatMoney, type Paise } from 'shared-contracts/domain/money';
import { normalizePhone } from 'shared-contracts/domain/phone';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { notify } from 'shared-contracts/platform/toast';
import { orderConfirmationPath } from 'shared-contracts/routes/paths';
import { useNavigate } from 'shared-contracts/ui/router';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { reloadCart } from '../cart/store';
import { clearCheckoutDraft } from './checkoutDraft';
import { deviceId } from './device';
import { consentFields } from 'shared-contracts/ui/PrivacyConsent';

type CodLine = { productId: string; variantId?: string; quantity: number; unitPrice: Paise };
type CodFormValues = { shippingAddress: Address; gstin?: string; saveAddress?: boolean; email?: string; marketingConsent?: boolean };

export interface CodOptionProps {
  user: ShopUser;
  /** The payment form: its address says where (the PIN code) and who (the phone). */
  form: FormInstance;
  lines: readonly CodLine[];
  /** What the shopper reviews before the fee: goods, shipping, GST, after a discount. */
  total: Paise;
  discountCode: string | null;
  disabled?: boolean;
  /** Reads the cart again before the order is placed: false when another tab changed it (the page says so). */
  confirmCart?: () => Promise<boolean>;
}

/**
 * Cash on delivery on the payment step (issue 32 item 3): whether it is offered for this cart, this
 * address and this customer, and its fee (the API decides: GET /checkout/cod), or why not; and the
 * order placed without a payment provider. The order then waits for the shopper's confirmation,
 * from its e-mail or from My orders (the confirmation page it lands on).
 */
export function CodOption({ user, form, lines, total, discountCode, disabled, confirmCart }: CodOptionProps) {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const pincode = Form.useWatch(['shippingAddress', 'pincode'], form) as string | undefined;
  // the phone as people write it ("98765 43210"), asked about in its one stored form (+919876543210)
  const typedPhone = Form.useWatch(['shippingAddress', 'phone'], form) as string | undefined;
  const phone = typedPhone ? normalizePhone(typedPhone) : undefined;
  const email = Form.useWatch('email', form) as string | undefined;
  const ready = /^\d{6}$/.test(pincode ?? '') && /^\+?\d{10,13}$/.test(phone ?? '');
  const products = [...new Set(lines.map((line) => line.productId))].join(',');
  const offer = useApiQuery(ready ? codRoutes.codOffer : null, {
    query: { pincode: pincode ?? '', phone: phone ?? '', products, total: String(total), ...(user.anonymous && email ? { email: email.trim() } : {}) },
  });
  const placing = useApiMutation(routes.checkout, { form, fields: ['shippingAddress', 'gstin', 'email', 'paymentMethod'] });

  const payable = total + (offer.data?.fee ?? 0);
  const place = async () => {
    let values: CodFormValues;
    try {
      values = (await form.validateFields()) as CodFormValues;
    } catch {
      return; // antd shows each field's message
    }
    if (confirmCart && !(await confirmCart())) return;
    const placed = await placing.mutate({
      body: {
        idempotencyKey: crypto.randomUUID(),
        lines: lines.map(({ productId, variantId, quantity, unitPrice }) => ({ productId, ...(variantId ? { variantId } : {}), quantity, unitPrice })),
        shippingAddress: values.shippingAddress,
        gstin: values.gstin || null,
        saveAddress: Boolean(values.saveAddress),
        expectedTotal: payable,
        discountCode,
        paymentMethod: 'cod',
        ...consentFields(values),
        ...(user.anonymous ? { email: values.email?.trim(), deviceId: deviceId() } : {}),
      },
    });
    if (!placed.ok) return;
    const { order } = placed.data;
    clearCheckoutDraft();
    void reloadCart();
    notify(t('cod.placed', { number: order.number }), 'success');
    navigate(to(orderConfirmationPath(order.id)));
  };

  return (
    <section aria-labelledby="payment-cod" data-testid="cod-option" style={{ marginTop: '1rem' }}>
      <h3 id="payment-cod" style={{ margin: '0 0 0.5rem' }}>
        {t('cod.title')}
      </h3>
      {!ready ? (
        <p>{t('cod.needAddress')}</p>
      ) : !offer.data ? (
        <p aria-busy="true">{t('cod.checking')}</p>
      ) : !offer.data.available ? (
        <p role="status" data-testid="cod-unavailable">
          {offer.data.message}
        </p>
      ) : (
        <>
          <p>
            {t('cod.offer', { amount: formatMoney(payable, locale) })} {offer.data.fee > 0 && t('cod.fee', { fee: formatMoney(offer.data.fee, locale) })}{' '}
            {t('cod.confirmNote')}
          </p>
          <Button size="large" block loading={placing.busy} disabled={disabled} onClick={() => void place()}>
            {t('cod.place', { amount: formatMoney(payable, locale) })}
          </Button>
        </>
      )}
    </section>
  );
}
