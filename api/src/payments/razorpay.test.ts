import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paymentWebhookSchema } from 'shared-contracts/api/checkout';
import { razorpayProvider } from './razorpay';
import { hmacHex } from './signature';

// Vectors computed independently: printf '%s' 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'EnLs21M47BllR3X8PSFtjtbd', webhookSecret: 'whsec_test_123' };
const PAYMENT_VECTOR = {
  providerOrderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};

describe('the Razorpay adapter', () => {
  const provider = razorpayProvider(KEYS, async () => {
    throw new Error('no network in tests');
  });

  it('accepts the signature Razorpay makes for order_id|payment_id', () => {
    assert.equal(provider.verifyPaymentSignature(PAYMENT_VECTOR), true);
  });

  it('refuses a signature for another order, another payment, or a tampered one', () => {
    assert.equal(provider.verifyPaymentSignature({ ...PAYMENT_VECTOR, providerOrderId: 'order_other' }), false);
    assert.equal(provider.verifyPaymentSignature({ ...PAYMENT_VECTOR, paymentId: 'pay_other' }), false);
    assert.equal(provider.verifyPaymentSignature({ ...PAYMENT_VECTOR, signature: PAYMENT_VECTOR.signature.replace(/^0/, '1') }), false);
    assert.equal(provider.verifyPaymentSignature({ ...PAYMENT_VECTOR, signature: 'not-hex' }), false);
  });

  it('verifies webhooks over the exact raw body', () => {
    const body = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1"}}}}';
    const signature = hmacHex(KEYS.webhookSecret, body);
    assert.equal(provider.verifyWebhookSignature(body, signature), true);
    assert.equal(provider.verifyWebhookSignature(body.replace('pay_1', 'pay_2'), signature), false);
    assert.equal(provider.verifyWebhookSignature(` ${body}`, signature), false);
  });
});

/**
 * A UPI payment as Razorpay reports it, recorded in the shapes of Razorpay's docs (the payment
 * entity of "Payments Webhook Events" with method "upi"): the checkout's handler result, then the
 * payment.captured webhook. With Razorpay, UPI goes through its checkout like a card, so the shop
 * reads these with the same code.
 */
const UPI_ORDER_ID = 'order_OKb3Yq2lzxY7Pc';
const UPI_PAYMENT_ID = 'pay_OKb4hTAQyfu5gn';
const UPI_CAPTURED = JSON.stringify({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: UPI_PAYMENT_ID,
        entity: 'payment',
        amount: 129950,
        currency: 'INR',
        status: 'captured',
        order_id: UPI_ORDER_ID,
        invoice_id: null,
        international: false,
        method: 'upi',
        amount_refunded: 0,
        refund_status: null,
        captured: true,
        description: 'Order HT-000042',
        card_id: null,
        bank: null,
        wallet: null,
        vpa: 'asha.rao@okaxis',
        email: 'asha@example.com',
        contact: '+919876543210',
        notes: [],
        fee: 3067,
        tax: 468,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        acquirer_data: { rrn: '412345678901', upi_transaction_id: 'AXI6e5e3c7a1d2b4f8e9c0d1e2f3a4b5c6d' },
        upi: { vpa: 'asha.rao@okaxis' },
        created_at: 1718000000,
      },
    },
  },
  created_at: 1718000004,
});
const UPI_FAILED = JSON.stringify({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: 'payment.failed',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: 'pay_OKb5Zk1nQw8xTr',
        entity: 'payment',
        amount: 129950,
        currency: 'INR',
        status: 'failed',
        order_id: UPI_ORDER_ID,
        method: 'upi',
        captured: false,
        vpa: 'asha.rao@okaxis',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment was unsuccessful as you may have declined the payment request on the UPI app.',
        error_source: 'customer',
        error_step: 'payment_authorization',
        error_reason: 'payment_cancelled',
        acquirer_data: { rrn: null },
        created_at: 1718000100,
      },
    },
  },
  created_at: 1718000101,
});

describe('the Razorpay adapter with a UPI payment (recorded payloads)', () => {
  const provider = razorpayProvider(KEYS, async () => {
    throw new Error('no network in tests');
  });

  it('accepts the checkout result of a UPI payment signed over order_id|payment_id', () => {
    // what Razorpay's checkout hands the page after the payer approves in their UPI app
    const result = { razorpay_order_id: UPI_ORDER_ID, razorpay_payment_id: UPI_PAYMENT_ID, razorpay_signature: hmacHex(KEYS.keySecret, `${UPI_ORDER_ID}|${UPI_PAYMENT_ID}`) };
    assert.equal(provider.verifyPaymentSignature({ providerOrderId: result.razorpay_order_id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature }), true);
    assert.equal(provider.verifyPaymentSignature({ providerOrderId: UPI_ORDER_ID, paymentId: 'pay_OKb5Zk1nQw8xTr', signature: result.razorpay_signature }), false);
  });

  it('reads the payment.captured and payment.failed webhooks of a UPI payment as the shop acts on them', () => {
    for (const body of [UPI_CAPTURED, UPI_FAILED]) assert.equal(provider.verifyWebhookSignature(body, hmacHex(KEYS.webhookSecret, body)), true);
    const captured = paymentWebhookSchema.parse(JSON.parse(UPI_CAPTURED));
    const failed = paymentWebhookSchema.parse(JSON.parse(UPI_FAILED));
    const read = (event: typeof captured) => {
      const payment = event.payload.payment!.entity;
      return { event: event.event, id: payment.id, order: payment.order_id, amount: payment.amount, status: payment.status, method: payment.method, vpa: payment.vpa, error: payment.error_description ?? null };
    };
    assert.deepEqual(read(captured), { event: 'payment.captured', id: UPI_PAYMENT_ID, order: UPI_ORDER_ID, amount: 129950, status: 'captured', method: 'upi', vpa: 'asha.rao@okaxis', error: null });
    assert.deepEqual(read(failed), {
      event: 'payment.failed',
      id: 'pay_OKb5Zk1nQw8xTr',
      order: UPI_ORDER_ID,
      amount: 129950,
      status: 'failed',
      method: 'upi',
      vpa: 'asha.rao@okaxis',
      error: 'Payment was unsuccessful as you may have declined the payment request on the UPI app.',
    });
    console.log(`razorpay upi contract: checkout result verified, ${[captured, failed].map((event) => event.event).join(' + ')} read (method upi, vpa asha.rao@okaxis)`);
  });
});
