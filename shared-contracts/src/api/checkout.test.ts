import { fieldErrors } from 'shared-contracts/validation/zod';
import { withLanguage } from 'shared-contracts/validation/translate';
import type { Locale } from 'shared-contracts/i18n/locales';
import { checkoutRequestSchema, paymentWebhookSchema, verifyPaymentRequestSchema } from './checkout';

const address = {
  name: 'Asha Rao',
  line1: '12 MG Road',
  city: 'Pune',
  stateCode: '27',
  pincode: '411001',
  phone: '+919812345678',
};
const valid = {
  idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  lines: [{ productId: 'p1', quantity: 2, unitPrice: 29900 }],
  shippingAddress: address,
};

function errors(input: unknown, lng: Locale = 'en') {
  const result = withLanguage(lng, () => checkoutRequestSchema.safeParse(input));
  return result.success ? {} : fieldErrors(result.error);
}

describe('checkoutRequestSchema', () => {
  it('accepts a checkout and fills the defaults', () => {
    expect(checkoutRequestSchema.parse(valid)).toEqual({ ...valid, billingAddress: null, gstin: null, saveAddress: false, email: null, discountCode: null, paymentMethod: 'prepaid', useStoreCredit: false, marketingConsent: false });
  });

  it('takes a discount code in one spelling (trimmed, upper case) and refuses one with other characters', () => {
    expect(checkoutRequestSchema.parse({ ...valid, discountCode: ' diwali10 ' }).discountCode).toBe('DIWALI10');
    expect(checkoutRequestSchema.parse({ ...valid, discountCode: '' }).discountCode).toBeNull();
    const bad = checkoutRequestSchema.safeParse({ ...valid, discountCode: '10% off' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['discountCode']);
  });

  it('takes a guest’s receipt e-mail by the shared email rule; blank means none', () => {
    expect(checkoutRequestSchema.parse({ ...valid, email: ' asha@example.in ' }).email).toBe('asha@example.in');
    expect(checkoutRequestSchema.parse({ ...valid, email: '' }).email).toBeNull();
    expect(errors({ ...valid, email: 'asha@' })).toEqual({ email: ['Invalid e-mail.'] });
  });

  it('trims and upper-cases the GSTIN; blank means none', () => {
    expect(checkoutRequestSchema.parse({ ...valid, gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
    expect(checkoutRequestSchema.parse({ ...valid, gstin: '' }).gstin).toBeNull();
    expect(checkoutRequestSchema.parse({ ...valid, gstin: null }).gstin).toBeNull();
  });

  it('answers a bad GSTIN with the shared gstNumber messages', () => {
    expect(errors({ ...valid, gstin: '27AAPFU0939' })).toEqual({ gstin: ['GST number must be exactly 15 characters.'] });
    expect(errors({ ...valid, gstin: 'ABCDEFGHIJKLMNO' })).toEqual({ gstin: ['Invalid GST number format. (e.g., 12ABCDE1234F1Z5)'] });
  });

  it('answers missing and bad address fields per field, with the shared words', () => {
    const { name: _name, ...withoutName } = address;
    expect(errors({ ...valid, shippingAddress: { ...withoutName, city: '  ', pincode: '012345', phone: '98-1234-567X' } })).toEqual({
      'shippingAddress.name': ['This field is required.'],
      'shippingAddress.city': ['This field is required.'],
      'shippingAddress.pincode': ['Invalid Numbers.'],
      'shippingAddress.phone': ['Invalid Numbers.'],
    });
    expect(errors({ ...valid, shippingAddress: { ...address, phone: '98123' } })).toEqual({
      'shippingAddress.phone': ['Min 10 characters required.'],
    });
    expect(errors({ ...valid, shippingAddress: { ...address, line1: 'x'.repeat(201) } })).toEqual({
      'shippingAddress.line1': ['Max 200 characters required.'],
    });
  });

  it('says the same in Spanish and French', () => {
    const bad = { ...valid, shippingAddress: { ...address, name: '' }, gstin: '27AAPFU0939' };
    expect(errors(bad, 'es')).toEqual({
      'shippingAddress.name': ['Este campo es obligatorio.'],
      gstin: ['El número GST debe tener exactamente 15 caracteres.'],
    });
    expect(errors(bad, 'fr')['shippingAddress.name']).toHaveLength(1);
    expect(errors(bad, 'fr')['shippingAddress.name']?.[0]).not.toBe('This field is required.');
  });

  it('refuses an empty order, too many of a line, and a missing idempotency key', () => {
    expect(checkoutRequestSchema.safeParse({ ...valid, lines: [] }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...valid, lines: [{ productId: 'p1', quantity: 11 }] }).success).toBe(false);
    const { idempotencyKey: _key, ...withoutKey } = valid;
    expect(checkoutRequestSchema.safeParse(withoutKey).success).toBe(false);
  });
});

describe('payments', () => {
  it('accepts a verification with a hex HMAC-SHA256 signature', () => {
    const body = { orderId: 'o1', paymentId: 'pay_29QQoUBi66xm2f', signature: 'a'.repeat(64) };
    expect(verifyPaymentRequestSchema.parse(body)).toEqual(body);
    expect(verifyPaymentRequestSchema.safeParse({ ...body, signature: 'not-a-signature' }).success).toBe(false);
  });

  it('reads a Razorpay-shaped webhook and keeps the fields it does not name', () => {
    const event = {
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event: 'payment.captured',
      contains: ['payment'],
      created_at: 1567674606,
      payload: {
        payment: {
          entity: { id: 'pay_DESlfW9H8K9uqM', entity: 'payment', amount: 59800, currency: 'INR', status: 'captured', order_id: 'order_DESlLckIVRkHWj', method: 'card' },
        },
      },
    };
    const parsed = paymentWebhookSchema.parse(event);
    expect(parsed.payload.payment?.entity.order_id).toBe('order_DESlLckIVRkHWj');
    expect(parsed).toMatchObject({ account_id: 'acc_BFQ7uQEaa7j2z7' });
    expect(paymentWebhookSchema.safeParse({ ...event, event: 'payment.unknown' }).success).toBe(false);
  });
});
