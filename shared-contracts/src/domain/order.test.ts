import {
  FULFILMENT_STATUSES,
  INITIAL_ORDER_STATES,
  ORDER_AXES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  TRANSITIONS,
  TRANSITION_REFUSALS,
  TransitionError,
  acceptsPayment,
  allowedTransitions,
  applyTransition,
  canTransition,
  didMoneyComeIn,
  isMoneyCaptured,
  orderLine,
  type OrderAxis,
  type OrderStates,
} from 'shared-contracts/domain/order';

const states = (s: Partial<OrderStates> = {}): OrderStates => ({ ...INITIAL_ORDER_STATES, ...s });

/** Every move in the tables, with the other axes set so that its guards pass. */
const ALLOWED: [OrderAxis, string, string, Partial<OrderStates>][] = [
  ['order', 'pending', 'confirmed', { paymentStatus: 'paid' }],
  ['order', 'pending', 'cancelled', {}],
  ['order', 'confirmed', 'completed', { paymentStatus: 'paid', fulfilmentStatus: 'delivered' }],
  ['order', 'confirmed', 'cancelled', { paymentStatus: 'paid', fulfilmentStatus: 'packed' }],
  ['payment', 'unpaid', 'authorized', {}],
  ['payment', 'unpaid', 'paid', {}],
  ['payment', 'unpaid', 'failed', {}],
  ['payment', 'unpaid', 'free', {}],
  ['payment', 'unpaid', 'due', {}],
  ['payment', 'due', 'collected', { status: 'confirmed', fulfilmentStatus: 'delivered' }],
  ['payment', 'due', 'refused', { status: 'confirmed', fulfilmentStatus: 'shipped' }],
  ['payment', 'authorized', 'paid', {}],
  ['payment', 'authorized', 'voided', { status: 'cancelled' }],
  ['payment', 'authorized', 'failed', {}],
  ['payment', 'failed', 'authorized', {}],
  ['payment', 'failed', 'paid', {}],
  ['payment', 'paid', 'partially_refunded', { status: 'confirmed' }],
  ['payment', 'paid', 'refunded', { status: 'cancelled' }],
  ['payment', 'partially_refunded', 'refunded', { status: 'completed', fulfilmentStatus: 'returned' }],
  ['fulfilment', 'unfulfilled', 'packed', { status: 'confirmed', paymentStatus: 'authorized' }],
  ['fulfilment', 'packed', 'shipped', { status: 'confirmed', paymentStatus: 'paid' }],
  ['fulfilment', 'packed', 'unfulfilled', { status: 'cancelled', paymentStatus: 'refunded' }],
  ['fulfilment', 'shipped', 'delivered', { status: 'confirmed', paymentStatus: 'paid' }],
  ['fulfilment', 'shipped', 'returned', { status: 'confirmed', paymentStatus: 'paid' }],
  ['fulfilment', 'delivered', 'returned', { status: 'completed', paymentStatus: 'paid' }],
];

const field = { order: 'status', payment: 'paymentStatus', fulfilment: 'fulfilmentStatus' } as const;
const at = (axis: OrderAxis, from: string, rest: Partial<OrderStates>): OrderStates => states({ ...rest, [field[axis]]: from });

describe('the status axes', () => {
  it('are kept apart, each with its own states', () => {
    expect(ORDER_AXES).toEqual(['order', 'payment', 'fulfilment']);
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    expect(PAYMENT_STATUSES).toEqual(['unpaid', 'authorized', 'paid', 'failed', 'voided', 'partially_refunded', 'refunded', 'free', 'due', 'collected', 'refused']);
    expect(FULFILMENT_STATUSES).toEqual(['unfulfilled', 'packed', 'shipped', 'delivered', 'returned']);
    expect(INITIAL_ORDER_STATES).toEqual({ status: 'pending', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled' });
  });

  it('each have a table row for every state', () => {
    expect(Object.keys(TRANSITIONS.order)).toEqual([...ORDER_STATUSES]);
    expect(Object.keys(TRANSITIONS.payment).sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(Object.keys(TRANSITIONS.fulfilment).sort()).toEqual([...FULFILMENT_STATUSES].sort());
  });

  it('have exactly the moves this test walks (a new move needs a test)', () => {
    const inTables = ORDER_AXES.flatMap((axis) =>
      Object.entries(TRANSITIONS[axis] as Record<string, readonly string[]>).flatMap(([from, tos]) => tos.map((to) => `${axis}:${from}->${to}`)),
    );
    expect(inTables.sort()).toEqual(ALLOWED.map(([axis, from, to]) => `${axis}:${from}->${to}`).sort());
  });
});

describe('every allowed transition', () => {
  it.each(ALLOWED)('%s: %s -> %s', (axis, from, to, rest) => {
    const order = at(axis, from, rest);
    expect(canTransition(order, axis, to as never)).toEqual({ ok: true });
    expect(allowedTransitions(order, axis)).toContain(to);
    const next = applyTransition(order, axis, to as never);
    expect(next).toEqual({ ...order, [field[axis]]: to });
  });
});

describe('a free order (a discount covered the whole total)', () => {
  it('is confirmed, packed and shipped as a paid one is, and has nothing to refund', () => {
    expect(canTransition(states({ paymentStatus: 'free' }), 'order', 'confirmed')).toEqual({ ok: true });
    expect(canTransition(states({ status: 'confirmed', paymentStatus: 'free', fulfilmentStatus: 'packed' }), 'fulfilment', 'shipped')).toEqual({ ok: true });
    expect(allowedTransitions(states({ status: 'confirmed', paymentStatus: 'free' }), 'payment')).toEqual([]);
  });
});

describe('money captured, money came in', () => {
  it('names the payment statuses where the shop holds money (refundable) and where money ever came in (a cancellation worth telling)', () => {
    const captured = PAYMENT_STATUSES.filter(isMoneyCaptured);
    const cameIn = PAYMENT_STATUSES.filter(didMoneyComeIn);
    console.log(`money captured: ${captured.join(', ')}; money came in: ${cameIn.join(', ')} (of ${PAYMENT_STATUSES.length} payment statuses)`);
    expect(captured).toEqual(['paid', 'partially_refunded']);
    expect(cameIn).toEqual(['paid', 'partially_refunded', 'refunded']);
  });

  it('lets a parcel leave only with money captured, nothing to pay, or cash due at the door', () => {
    const ships = PAYMENT_STATUSES.filter((paymentStatus) => canTransition(states({ status: 'confirmed', paymentStatus, fulfilmentStatus: 'packed' }), 'fulfilment', 'shipped').ok);
    expect(ships).toEqual(['paid', 'partially_refunded', 'free', 'due']);
  });
});

describe('acceptsPayment', () => {
  it('takes money for an order until it is cancelled; a cancelled order’s payment is refunded', () => {
    expect(ORDER_STATUSES.filter((status) => acceptsPayment({ status }))).toEqual(['pending', 'confirmed', 'completed']);
  });
});

describe('refused transitions and their reason codes', () => {
  it.each<[string, OrderAxis, Partial<OrderStates>, string, string]>([
    ['staying in the same state', 'order', {}, 'pending', 'order.same_status'],
    ['paying twice', 'payment', { paymentStatus: 'paid' }, 'paid', 'order.same_status'],
    ['a closed order reopening', 'order', { status: 'cancelled' }, 'confirmed', 'order.transition_not_allowed'],
    ['cancelling a completed order', 'order', { status: 'completed', fulfilmentStatus: 'delivered', paymentStatus: 'paid' }, 'cancelled', 'order.transition_not_allowed'],
    ['completing a pending order', 'order', { fulfilmentStatus: 'delivered' }, 'completed', 'order.transition_not_allowed'],
    ['refunding an unpaid order', 'payment', { paymentStatus: 'unpaid' }, 'refunded', 'order.transition_not_allowed'],
    ['refunding an authorized payment', 'payment', { paymentStatus: 'authorized' }, 'partially_refunded', 'order.transition_not_allowed'],
    ['a refund taken back', 'payment', { paymentStatus: 'refunded' }, 'paid', 'order.transition_not_allowed'],
    ['voiding a captured payment', 'payment', { paymentStatus: 'paid' }, 'voided', 'order.transition_not_allowed'],
    ['refunding a free order (nothing was paid)', 'payment', { status: 'confirmed', paymentStatus: 'free' }, 'refunded', 'order.transition_not_allowed'],
    ['a paid order turning free', 'payment', { paymentStatus: 'paid' }, 'free', 'order.transition_not_allowed'],
    ['shipping without packing', 'fulfilment', { status: 'confirmed', paymentStatus: 'paid' }, 'shipped', 'order.transition_not_allowed'],
    ['a delivered parcel shipping again', 'fulfilment', { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'delivered' }, 'shipped', 'order.transition_not_allowed'],
    ['confirming an unpaid order', 'order', {}, 'confirmed', 'order.payment_required'],
    ['confirming after a failed payment', 'order', { paymentStatus: 'failed' }, 'confirmed', 'order.payment_required'],
    ['cancelling a shipped order', 'order', { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'shipped' }, 'cancelled', 'order.already_shipped'],
    ['cancelling a delivered order', 'order', { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'delivered' }, 'cancelled', 'order.already_shipped'],
    ['completing before delivery', 'order', { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'shipped' }, 'completed', 'order.not_delivered'],
    ['completing a returned order', 'order', { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'returned' }, 'completed', 'order.not_delivered'],
    ['packing a pending order', 'fulfilment', { paymentStatus: 'paid' }, 'packed', 'order.not_confirmed'],
    ['packing a cancelled order', 'fulfilment', { status: 'cancelled' }, 'packed', 'order.not_confirmed'],
    ['shipping a cancelled order', 'fulfilment', { status: 'cancelled', paymentStatus: 'paid', fulfilmentStatus: 'packed' }, 'shipped', 'order.not_confirmed'],
    ['shipping before capture', 'fulfilment', { status: 'confirmed', paymentStatus: 'authorized', fulfilmentStatus: 'packed' }, 'shipped', 'order.not_paid'],
    ['shipping after a full refund', 'fulfilment', { status: 'confirmed', paymentStatus: 'refunded', fulfilmentStatus: 'packed' }, 'shipped', 'order.not_paid'],
    ['cash collected before delivery', 'payment', { status: 'confirmed', paymentStatus: 'due', fulfilmentStatus: 'shipped' }, 'collected', 'order.not_delivered'],
    ['refused at the door before the parcel left', 'payment', { status: 'confirmed', paymentStatus: 'due', fulfilmentStatus: 'packed' }, 'refused', 'order.not_shipped'],
    ['a refused parcel delivered after all', 'fulfilment', { status: 'confirmed', paymentStatus: 'refused', fulfilmentStatus: 'shipped' }, 'delivered', 'order.refused_at_door'],
    ['collecting a prepaid order', 'payment', { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'delivered' }, 'collected', 'order.transition_not_allowed'],
  ])('%s', (_, axis, rest, to, reason) => {
    const order = states(rest);
    expect(canTransition(order, axis, to as never)).toEqual({ ok: false, reason });
    expect(allowedTransitions(order, axis)).not.toContain(to);
    expect(() => applyTransition(order, axis, to as never)).toThrow(TransitionError);
  });

  it('refuses every move of every reachable state with a listed reason code, and uses each listed code', () => {
    const given = new Set<string>();
    for (const status of ORDER_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        for (const fulfilmentStatus of FULFILMENT_STATUSES) {
          const order = { status, paymentStatus, fulfilmentStatus };
          for (const [axis, targets] of [['order', ORDER_STATUSES], ['payment', PAYMENT_STATUSES], ['fulfilment', FULFILMENT_STATUSES]] as const) {
            for (const to of targets) {
              const check = canTransition(order, axis, to as never);
              if (!check.ok) given.add(check.reason);
            }
          }
        }
      }
    }
    expect([...given].sort()).toEqual([...TRANSITION_REFUSALS].sort());
  });
});

describe('allowedTransitions', () => {
  it('offers only what may be done now', () => {
    expect(allowedTransitions(states(), 'order')).toEqual(['cancelled']);
    expect(allowedTransitions(states(), 'payment')).toEqual(['authorized', 'paid', 'failed', 'free', 'due']);
    expect(allowedTransitions(states(), 'fulfilment')).toEqual([]);
    expect(allowedTransitions(states({ paymentStatus: 'paid' }), 'order')).toEqual(['confirmed', 'cancelled']);
    expect(allowedTransitions(states({ status: 'confirmed', paymentStatus: 'authorized', fulfilmentStatus: 'packed' }), 'fulfilment')).toEqual([
      'unfulfilled',
    ]);
    expect(allowedTransitions(states({ status: 'confirmed', paymentStatus: 'partially_refunded', fulfilmentStatus: 'packed' }), 'fulfilment')).toEqual([
      'shipped',
      'unfulfilled',
    ]);
    expect(allowedTransitions(states({ status: 'completed', paymentStatus: 'refunded', fulfilmentStatus: 'returned' }), 'order')).toEqual([]);
  });
});

describe('applyTransition', () => {
  it('walks an order from checkout to completion without touching the original', () => {
    const order = { id: 'o1', number: 'HT-000001', ...INITIAL_ORDER_STATES };
    let o = applyTransition(order, 'payment', 'paid');
    o = applyTransition(o, 'order', 'confirmed');
    o = applyTransition(o, 'fulfilment', 'packed');
    o = applyTransition(o, 'fulfilment', 'shipped');
    o = applyTransition(o, 'fulfilment', 'delivered');
    o = applyTransition(o, 'order', 'completed');
    expect(o).toEqual({ id: 'o1', number: 'HT-000001', status: 'completed', paymentStatus: 'paid', fulfilmentStatus: 'delivered' });
    expect(order.status).toBe('pending');
  });

  it('cancels an authorized order and releases the authorization', () => {
    let o = applyTransition(states(), 'payment', 'authorized');
    o = applyTransition(o, 'order', 'confirmed');
    o = applyTransition(o, 'order', 'cancelled');
    o = applyTransition(o, 'payment', 'voided');
    expect(o).toEqual({ status: 'cancelled', paymentStatus: 'voided', fulfilmentStatus: 'unfulfilled' });
  });

  it('throws a TransitionError carrying the reason code', () => {
    let error: unknown;
    try {
      applyTransition(states(), 'order', 'confirmed');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TransitionError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'TransitionError', reason: 'order.payment_required', axis: 'order', from: 'pending', to: 'confirmed' });
    expect((error as Error).message).toBe('order status cannot move from pending to confirmed: order.payment_required');
  });
});

describe('orderLine', () => {
  it('freezes a line with its GST for the supply type', () => {
    const item = { productId: 'p1', title: 'Steel tiffin', hsn: '7323', quantity: 2, unitPrice: 129900, gstRate: 18 as const };
    expect(orderLine(item, 'inter_state')).toEqual({
      productId: 'p1', title: 'Steel tiffin', hsn: '7323', quantity: 2, unitPrice: 129900,
      inclusive: 259800, rate: 18, taxable: 220169, gst: 39631, cgst: 0, sgst: 0, igst: 39631,
    });
    expect(orderLine(item, 'intra_state')).toMatchObject({ gst: 39631, cgst: 19816, sgst: 19815, igst: 0 });
  });
});
