import { cleanup, render, screen, within } from '@testing-library/react';
import type { AdminOrderDetail } from 'shared-contracts/api/admin';
import type { SupplyType } from 'shared-contracts/domain/gst';
import {
  COD_DOOR_STATES,
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  TRANSITIONS,
  canTransition,
  type OrderStates,
} from 'shared-contracts/domain/order';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { sampleOrder } from 'shared-contracts/testing/orders';
import './OrdersPage.messages';
import { OrderDetail } from './OrderDetail';
import { offeredMoves } from './moves';

function detailOf(states: OrderStates, supply: SupplyType = 'intra_state', buyerGstin: string | null = null): AdminOrderDetail {
  return {
    order: sampleOrder({ states, supply, buyerGstin, shipping: 5000 }),
    customer: { uid: 'u1', email: 'lakshmi@example.com', name: 'Lakshmi Iyer' },
    history: [],
    seller: { legalName: 'Haat Handmade Pvt. Ltd.', gstin: '27ABCDE1234F1Z5', stateCode: '27' },
  };
}

const renderDetail = (detail: AdminOrderDetail) =>
  render(
    <ShopProviders>
      <OrderDetail detail={detail} onMove={async () => undefined} onRefund={async () => undefined} onShip={async () => undefined} />
    </ShopProviders>,
  );

const t = (key: string) => i18n.t(key, { ns: 'admin' });

/** The moves the shared table allows (its lists, checked one by one with canTransition). */
function expectedMoves(states: OrderStates): string[] {
  const moves: string[] = [];
  for (const to of TRANSITIONS.order[states.status]) if (canTransition(states, 'order', to).ok) moves.push(`order:${to}`);
  for (const to of TRANSITIONS.fulfilment[states.fulfilmentStatus]) if (canTransition(states, 'fulfilment', to).ok) moves.push(`fulfilment:${to}`);
  // the payment axis: only cash on delivery's door, the merchant's word
  for (const to of COD_DOOR_STATES) if (canTransition(states, 'payment', to).ok) moves.push(`payment:${to}`);
  return moves.sort();
}

/** The status-change buttons the shared table allows for these states, by their labels. */
function expectedLabels(states: OrderStates): string[] {
  const labels: string[] = [];
  for (const to of TRANSITIONS.order[states.status]) if (canTransition(states, 'order', to).ok) labels.push(t(`orders.move.order.${to}`));
  for (const to of TRANSITIONS.fulfilment[states.fulfilmentStatus]) if (canTransition(states, 'fulfilment', to).ok) labels.push(t(`orders.move.fulfilment.${to}`));
  for (const to of COD_DOOR_STATES) if (canTransition(states, 'payment', to).ok) labels.push(t(`orders.move.payment.${to}`));
  return labels.sort();
}

const ALL_MOVE_LABELS = () => [
  ...ORDER_STATUSES.map((to) => t(`orders.move.order.${to}`)),
  ...FULFILMENT_STATUSES.map((to) => t(`orders.move.fulfilment.${to}`)),
  ...COD_DOOR_STATES.map((to) => t(`orders.move.payment.${to}`)),
];

function offeredLabels(): string[] {
  const group = screen.getByRole('group', { name: t('orders.actions') });
  const all = new Set(ALL_MOVE_LABELS());
  return within(group)
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter((label) => all.has(label))
    .sort();
}

describe('an order for an admin', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('offers exactly the moves of the shared transition table, for every combination of states', () => {
    const all: OrderStates[] = [];
    for (const status of ORDER_STATUSES)
      for (const paymentStatus of PAYMENT_STATUSES) for (const fulfilmentStatus of FULFILMENT_STATUSES) all.push({ status, paymentStatus, fulfilmentStatus });
    expect(all).toHaveLength(4 * 11 * 5);
    for (const states of all) {
      const expected = expectedMoves(states);
      expect({ states, offered: offeredMoves(states).map(({ axis, to }) => `${axis}:${to}`).sort() }).toEqual({ states, offered: expected });
    }
    // and the buttons on screen are those moves, for a spread of states (every 7th combination)
    for (const states of all.filter((_, index) => index % 7 === 0)) {
      renderDetail(detailOf(states));
      expect({ states, offered: offeredLabels() }).toEqual({ states, offered: expectedLabels(states) });
      cleanup();
    }
  });

  it('does not offer shipping a confirmed order that is not paid, and offers it once paid', () => {
    renderDetail(detailOf({ status: 'confirmed', paymentStatus: 'authorized', fulfilmentStatus: 'packed' }));
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    cleanup();
    renderDetail(detailOf({ status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'packed' }));
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
  });

  it('offers a refund only while paid money is left to refund', () => {
    renderDetail(detailOf({ status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' }));
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    cleanup();
    renderDetail(detailOf({ status: 'pending', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled' }));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('offers a fulfilment role packing and shipping, never a refund, a cancellation or an edit', () => {
    const paid = detailOf({ status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'packed' });
    const fulfilment = (permission: string) => ['stock', 'fulfilment'].includes(permission);
    render(
      <ShopProviders>
        <OrderDetail detail={paid} onMove={async () => undefined} onRefund={async () => undefined} onShip={async () => undefined} may={fulfilment} />
      </ShopProviders>,
    );
    const actions = within(screen.getByRole('group', { name: 'Actions' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toContain('Mark shipped');
    expect(actions).not.toContain('Refund');
    expect(actions).not.toContain('Cancel order');
    console.log(`order actions offered to fulfilment: ${actions.join(', ')}`);
  });

  it('says what “Complete order” after “Mark delivered” is for (issue 38), and offers it only for a delivered order', () => {
    renderDetail(detailOf({ status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'delivered' }));
    const complete = screen.getByRole('button', { name: 'Complete order' });
    const hint = complete.getAttribute('aria-describedby');
    const described = hint ? document.getElementById(hint)?.textContent : undefined;
    console.log(`complete order explained: "${described}"`);
    expect(described).toBe(
      'Optional: “Complete order” marks a delivered order as done (it then reads Completed, here and in the customer’s My orders). Nothing is sent and nothing else changes: the customer can still ask for a return within the returns window.',
    );
    cleanup();
    renderDetail(detailOf({ status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'shipped' }));
    expect(screen.queryByRole('button', { name: 'Complete order' })).toBeNull();
    expect(screen.queryByText(/marks a delivered order as done/)).toBeNull();
  });

  it('lists the order’s history with translated statuses', () => {
    const detail = detailOf({ status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'packed' });
    detail.history = [{ at: '2026-11-20T11:00:00.000Z', axis: 'fulfilment', from: 'unfulfilled', to: 'packed', by: 'admin-1', note: 'Box 3' }];
    renderDetail(detail);
    expect(screen.getByText(/Fulfilment: Not packed → Packed \(Box 3\)/)).toBeInTheDocument();
  });

  it('speaks the active language', async () => {
    await i18n.changeLanguage('fr');
    renderDetail(detailOf({ status: 'pending', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' }));
    expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeInTheDocument();
  });
});

