import { lastEvent, publish, subscribe } from 'shared-contracts/platform/events';

describe('the event bus', () => {
  it('delivers a published event to every subscriber of that name only', () => {
    const carts: number[] = [];
    const locales: string[] = [];
    const offCart = subscribe('checkout:cart-changed', ({ itemCount }) => carts.push(itemCount));
    const offLocale = subscribe('i18n:locale-changed', ({ locale }) => locales.push(locale));
    publish('checkout:cart-changed', { itemCount: 3 });
    expect(carts).toEqual([3]);
    expect(locales).toEqual([]);
    offCart();
    offLocale();
  });

  it('stops delivering after unsubscribe', () => {
    const seen: number[] = [];
    const off = subscribe('checkout:cart-changed', ({ itemCount }) => seen.push(itemCount));
    off();
    publish('checkout:cart-changed', { itemCount: 1 });
    expect(seen).toEqual([]);
  });

  it('remembers the last detail for late subscribers', () => {
    publish('identity:user-changed', { uid: 'u1', role: 'customer' });
    expect(lastEvent('identity:user-changed')).toEqual({ uid: 'u1', role: 'customer' });
  });
});
