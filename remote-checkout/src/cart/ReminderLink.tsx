import './ReminderLink.messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartReminderRoutes, type RestoredCart } from 'shared-contracts/api/cart-reminders';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { formatMoney } from 'shared-contracts/domain/money';
import { shopApi } from 'shared-contracts/platform/api';
import { COLORS } from 'shared-contracts/ui/theme';
import { runMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { adjustmentMessage } from './adjustmentMessage';
import { addProduct } from './store';

export type ReminderLinkProps = { id: string; token: string; unsubscribe: boolean };

type Outcome = { kind: 'working' } | { kind: 'restored'; cart: RestoredCart } | { kind: 'unsubscribed' } | { kind: 'failed'; error: unknown };

/** A link opened once per tab: a reload shows the cart as it is, without adding the lines again. */
const doneKey = (id: string) => `shop:reminder-restored:${id}`;

/**
 * Restores the reminded cart into this browser's cart in one step: each line the API says can be
 * bought now is added (a guest's cart or an account's, capped as any add), then the page says what
 * came back, what is sold out and what changed price.
 */
function restore(id: string, token: string): Promise<RestoredCart> {
  // one restore per link and tab, however often the notice is drawn again meanwhile
  let running = restoring.get(id);
  if (!running) {
    running = restoreOnce(id, token);
    restoring.set(id, running);
    running.catch(() => restoring.delete(id));
  }
  return running;
}
const restoring = new Map<string, Promise<RestoredCart>>();

async function restoreOnce(id: string, token: string): Promise<RestoredCart> {
  const cart = await (await shopApi()).call(cartReminderRoutes.restoreRemindedCart, { params: { id: Number(id) }, query: { token } });
  if (sessionStorage.getItem(doneKey(id))) return cart;
  for (const line of cart.lines) {
    await addProduct(
      {
        id: line.productId,
        slug: line.slug,
        title: line.title,
        price: line.unitPrice,
        gstRate: line.gstRate,
        image: line.image,
        stockLevel: line.stockLevel,
        maxQuantity: line.maxQuantity,
        ...(line.variantId ? { variantId: line.variantId, variant: line.variant ?? '' } : {}),
      },
      line.quantity,
    );
  }
  sessionStorage.setItem(doneKey(id), '1');
  return cart;
}

/**
 * The cart page opened from a cart reminder's e-mail (`?reminder=<id>&token=<token>`, in any
 * browser, no session needed): restores its cart; with `&unsubscribe=1`, the one-click unsubscribe.
 * Loaded only when the page has these parameters (CartPage), never in the cart's first chunk.
 */
export default function ReminderLink({ id, token, unsubscribe }: ReminderLinkProps) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    const work = unsubscribe
      ? runMutation(cartReminderRoutes.unsubscribeCartReminders, { params: { id: Number(id) }, query: { token } }, { onError: () => true }).then((): Outcome => ({ kind: 'unsubscribed' }))
      : restore(id, token).then((cart): Outcome => ({ kind: 'restored', cart }));
    work.then(
      (done) => current && setOutcome(done),
      (error: unknown) => current && setOutcome({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [id, token, unsubscribe]);

  switch (outcome.kind) {
    case 'working':
      return <p aria-busy="true">{t(unsubscribe ? 'reminder.unsubscribing' : 'reminder.restoring')}</p>;
    case 'failed':
      return (
        <p role="alert" style={{ color: COLORS.error }}>
          {apiErrorMessage(outcome.error)}
        </p>
      );
    case 'unsubscribed':
      return (
        <p role="status" data-testid="reminder-unsubscribed">
          {t('reminder.unsubscribed')}
        </p>
      );
    case 'restored': {
      const { cart } = outcome;
      const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
      return (
        <div role="status" data-testid="reminder-restored" style={{ marginBottom: '1rem' }}>
          <p style={{ fontWeight: 600 }}>{count ? t('reminder.restored', { count }) : t('reminder.nothing')}</p>
          {cart.repriced.map((line) => (
            <p key={`${line.productId}/${line.variantId ?? ''}`} style={{ color: COLORS.warning }}>
              {t('reminder.repriced', { title: line.variant ? `${line.title} (${line.variant})` : line.title, now: formatMoney(line.now, locale), was: formatMoney(line.was, locale) })}
            </p>
          ))}
          {cart.adjustments.map((adjustment) => (
            <p key={`${adjustment.productId}/${adjustment.variantId ?? ''}`} style={{ color: COLORS.warning }}>
              {adjustmentMessage(t, adjustment, adjustment.title ? (adjustment.variant ? `${adjustment.title} (${adjustment.variant})` : adjustment.title) : t('cart.aProduct'))}
            </p>
          ))}
        </div>
      );
    }
  }
}
