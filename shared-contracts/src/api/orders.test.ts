import { INITIAL_ORDER_STATES, type Order } from 'shared-contracts/domain/order';
import { sampleOrder as anOrder } from 'shared-contracts/testing/orders';
import { adminEventSchema, customerEventSchema } from './events';
import { orderSchema, orderSummarySchema } from './orders';

const sampleOrder = (): Order => anOrder({ states: INITIAL_ORDER_STATES, line: { title: 'Assam tea', hsn: '0902', unitPrice: 29_900, gstRate: 5 } });

describe('orderSchema', () => {
  it('accepts an order built by the domain functions', () => {
    const order = sampleOrder();
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order.totals).toMatchObject({ inclusive: 59800, igst: order.totals.gst, cgst: 0 });
  });

  it('refuses statuses outside the shared lists and orders without lines', () => {
    expect(orderSchema.safeParse({ ...sampleOrder(), status: 'shipped' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...sampleOrder(), paymentStatus: 'captured' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...sampleOrder(), lines: [] }).success).toBe(false);
  });

  it('has a summary for lists', () => {
    const summary = { id: 'o1', number: 'HT-000001', ...INITIAL_ORDER_STATES, total: 59800, currency: 'INR', itemCount: 2, createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-01T10:00:00Z' };
    expect(orderSummarySchema.parse(summary)).toEqual(summary);
  });
});

describe('server-sent events', () => {
  const changed = { type: 'order.changed', orderId: 'o1', number: 'HT-000001', status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled', updatedAt: '2025-03-01T10:05:00Z' };

  it('tells a customer their order changed', () => {
    expect(customerEventSchema.parse(changed)).toEqual(changed);
  });

  it('tells admins about new orders and changes', () => {
    const created = {
      type: 'order.created',
      order: { id: 'o2', number: 'HT-000002', ...INITIAL_ORDER_STATES, total: 4900, currency: 'INR', itemCount: 1, createdAt: '2025-03-01T11:00:00Z', updatedAt: '2025-03-01T11:00:00Z', customer: null },
    };
    expect(adminEventSchema.parse(created)).toEqual(created);
    expect(adminEventSchema.parse(changed)).toEqual(changed);
    expect(adminEventSchema.safeParse({ type: 'order.deleted' }).success).toBe(false);
  });
});
