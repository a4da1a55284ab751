import './UpiPayment.messages';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { routes } from 'shared-contracts/api/routes';
import type { UpiPayment as UpiPaymentState } from 'shared-contracts/api/upi';
import type { Order } from 'shared-contracts/domain/order';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { followEvents } from 'shared-contracts/platform/live';
import { COLORS, MOBILE_MEDIA } from 'shared-contracts/ui/theme';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { toFormRules } from 'shared-contracts/validation/antd';
import { required, upiId } from 'shared-contracts/validation/rules';
import { shopApi } from 'shared-contracts/platform/api';
import { loadPaymentConfig } from 'shared-contracts/platform/payments';

const UpiQrCode = lazy(() => import('./UpiQrCode'));

const upiIdRules = toFormRules(required, upiId);

/** A phone pays by UPI app, not by scanning its own screen: the QR code is for laptops. */
const onLaptop = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !window.matchMedia(MOBILE_MEDIA).matches;

export interface UpiPaymentProps {
  /** The total to pay, shown on the button before there is an order. */
  amount: number;
  disabled: boolean;
  /** Places the order (the page's checkout: address, review, price check); undefined when it was refused (the page says why). */
  startCheckout: () => Promise<Order | undefined>;
  onPaid: (order: Order) => void;
  /** The shopper gives up on UPI after a decline or an expiry. */
  onOtherMethod: () => void;
}

/**
 * Whether the provider takes UPI collect requests from the shop (the sandbox). Razorpay takes UPI
 * in its own checkout dialog, opened on UPI (pay.ts); false until the configuration is known.
 */
export function useUpiCollects(): boolean {
  const [collects, setCollects] = useState(false);
  useEffect(() => {
    let current = true;
    loadPaymentConfig().then(
      (config) => current && setCollects(config.provider === 'sandbox'),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return collects;
}

/** Reads an order's UPI payment as it stands (the server marks it paid once its collect was approved). */
async function readPayment(orderId?: string): Promise<UpiPaymentState | null> {
  const api = await shopApi();
  return (await api.call(routes.upiPayment, { query: orderId ? { orderId } : {} })).payment;
}

/**
 * The payment step's UPI part, with a provider that takes collect requests from the shop (the
 * sandbox): the shopper's UPI ID (the shared upiId rule), a collect request sent for the order, and
 * its state followed live on the order's event stream until it is paid, declined or expired; on a
 * laptop, also the order's UPI QR code. A reload finds a waiting request again. A declined or
 * expired one can be sent again, or the shopper pays another way.
 */
export function UpiPayment({ amount, disabled, startCheckout, onPaid, onOtherMethod }: UpiPaymentProps) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const [form] = Form.useForm<{ vpa: string }>();
  const [payment, setPayment] = useState<UpiPaymentState | null>(null);
  const [starting, setStarting] = useState(false);
  const collect = useApiMutation(routes.upiCollect, { form, fields: ['vpa'] });
  const paidOnce = useRef(false);
  const orderId = payment?.order.id;
  const latestPaid = useRef(onPaid);
  latestPaid.current = onPaid;

  // After a reload: the collect request still waiting for this shopper, if any.
  useEffect(() => {
    let live = true;
    readPayment()
      .then((found) => {
        if (live && found) setPayment((current) => current ?? found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // The order's changes arrive on the event stream: read its UPI payment again at each one.
  useEffect(() => {
    if (!orderId) return;
    const refresh = () =>
      void readPayment(orderId)
        .then((next) => next && setPayment(next))
        .catch(() => undefined);
    return followEvents(routes.orderEvents, (event) => event.orderId === orderId && refresh(), refresh);
  }, [orderId]);

  useEffect(() => {
    if (payment?.order.paymentStatus === 'paid' && !paidOnce.current) {
      paidOnce.current = true;
      latestPaid.current(payment.order);
    }
  }, [payment]);

  async function send() {
    let vpa: string;
    try {
      ({ vpa } = await form.validateFields());
    } catch {
      return;
    }
    setStarting(true);
    try {
      const order = payment && payment.order.paymentStatus !== 'paid' && payment.order.status === 'pending' ? payment.order : await startCheckout();
      if (!order) return;
      const sent = await collect.mutate({ body: { orderId: order.id, vpa } });
      if (sent.ok) setPayment(sent.data);
    } finally {
      setStarting(false);
    }
  }

  const state = payment?.collect?.status;
  const waiting = state === 'pending' && payment?.order.paymentStatus !== 'paid';
  const ended = state === 'declined' || state === 'expired';

  return (
    <section aria-labelledby="upi-title" data-testid="upi-payment">
      <h3 id="upi-title" style={{ margin: '0.5rem 0' }}>
        {t('method.upi')}
      </h3>
      {waiting && payment?.collect ? (
        <div role="status" data-testid="upi-waiting">
          <p>{t('upi.waiting', { amount: formatMoney(payment.collect.amount, locale), vpa: payment.collect.vpa, time: formatDate(payment.collect.expiresAt, locale, 'dateTime') })}</p>
          <p style={{ fontWeight: 600 }}>{t('upi.waitingLive')}</p>
          {onLaptop() && (
            <figure style={{ margin: '0.5rem 0' }}>
              <Suspense fallback={<div style={{ width: 176, height: 176 }} />}>
                <UpiQrCode link={payment.qr} label={t('upi.qrAlt', { amount: formatMoney(payment.collect.amount, locale) })} />
              </Suspense>
              <figcaption style={{ fontSize: '0.85em' }}>{t('upi.qr')}</figcaption>
            </figure>
          )}
        </div>
      ) : payment?.order.paymentStatus === 'paid' ? (
        <p role="status">{t('upi.paid', { number: payment.order.number })}</p>
      ) : (
        <Form form={form} layout="vertical" disabled={disabled || starting} onFinish={() => void send()}>
          {ended && (
            <p role="alert" style={{ color: COLORS.error }} data-testid="upi-ended">
              {t(state === 'declined' ? 'upi.declined' : 'upi.expired')}
            </p>
          )}
          <Form.Item name="vpa" label={t('upi.label')} extra={t('upi.help')} rules={upiIdRules} initialValue={payment?.collect?.vpa}>
            <Input autoComplete="off" inputMode="email" placeholder="name@bank" style={{ maxWidth: '20rem' }} />
          </Form.Item>
          <Button type="primary" size="large" block htmlType="submit" loading={starting}>
            {ended ? t('upi.tryAgain') : t('upi.pay', { amount: formatMoney(amount, locale) })}
          </Button>
          {ended && (
            <Button type="link" onClick={onOtherMethod} style={{ paddingLeft: 0 }}>
              {t('upi.otherMethod')}
            </Button>
          )}
        </Form>
      )}
    </section>
  );
}
