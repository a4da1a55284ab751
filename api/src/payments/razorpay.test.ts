import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
