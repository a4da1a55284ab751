/**
 * "Delivery to 560001 by Wed, 2 Dec": the product page and the cart ask for a PIN code once, keep it
 * in this browser (localStorage), and show what the API's delivery estimate says for the goods: the
 * promised day (in the page's language, India's date style), the shipping, whether cash on delivery
 * is possible there, or that the shop does not deliver there. The API computes all of it
 * (GET /api/delivery/estimate, api/src/delivery/rates.ts); the browser only shows it.
 *
 * Plain elements in the theme's look (no antd): the product page keeps what it shows first light.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lightRoutes } from 'shared-contracts/api/light-routes';
// types only: the route's zod schemas stay out of the product page and the cart (light-routes.ts)
import type { DeliveryEstimate as Estimate } from 'shared-contracts/api/shipping';
import { formatEstimateItems, isPinCode, type EstimateItem } from 'shared-contracts/domain/delivery-light';
import type { GstStateCode } from 'shared-contracts/domain/gst';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { shopApi } from 'shared-contracts/platform/api';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { COLORS } from 'shared-contracts/ui/theme';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useHydrated } from 'shared-contracts/ui/useHydrated';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { messages } from './DeliveryEstimate.messages';

addAppMessages('delivery', messages);

/** Where this browser keeps the shopper's PIN code. */
export const DELIVERY_PIN_KEY = 'haat:delivery-pin';
/** Told on `window` when the PIN code changes, so every estimate on the page follows it. */
const PIN_EVENT = 'haat:delivery-pin';

function rememberedPin(): string {
  try {
    const pin = globalThis.localStorage?.getItem(DELIVERY_PIN_KEY) ?? '';
    return isPinCode(pin) ? pin : '';
  } catch {
    return '';
  }
}

function rememberPin(pin: string): void {
  try {
    if (pin) globalThis.localStorage?.setItem(DELIVERY_PIN_KEY, pin);
    else globalThis.localStorage?.removeItem(DELIVERY_PIN_KEY);
  } catch {
    // a browser that keeps nothing still shows the estimate for this page
  }
  window.dispatchEvent(new Event(PIN_EVENT));
}

export type DeliveryQuery = {
  /** The PIN code asked about ('' until the shopper gives one). */
  pin: string;
  setPin: (pin: string) => void;
  estimate: Estimate | undefined;
  loading: boolean;
  error: unknown;
};

/**
 * The estimate for `items` at the remembered PIN code, or at `at.pin` when the page knows the
 * address (the payment page: its PIN code and state). Nothing is asked on the server or before
 * hydration: the PIN code is this browser's.
 */
export function useDeliveryEstimate(items: readonly EstimateItem[], at?: { pin?: string | undefined; state?: GstStateCode | undefined }): DeliveryQuery {
  const hydrated = useHydrated();
  const [remembered, setRemembered] = useState('');
  useEffect(() => {
    if (!hydrated) return;
    const read = () => setRemembered(rememberedPin());
    read();
    window.addEventListener(PIN_EVENT, read);
    return () => window.removeEventListener(PIN_EVENT, read);
  }, [hydrated]);
  const pin = at ? (isPinCode(at.pin) ? at.pin : '') : remembered;
  const asking = hydrated && pin !== '' && items.length > 0;
  const query = useApiQuery(asking ? lightRoutes.getDeliveryEstimate : null, {
    query: { pin, items: formatEstimateItems(items), ...(at?.state ? { state: at.state } : {}) },
  });
  const current = query.data?.pin === pin ? query.data : undefined;
  return { pin, setPin: rememberPin, estimate: asking ? current : undefined, loading: asking && !current && query.error === undefined, error: asking ? query.error : undefined };
}

/**
 * The estimate for an address now: the one the page has when it is for this PIN code and state,
 * else asked at once (the payment page's Pay pressed before the answer came): the total the
 * shopper agrees to carries the shipping the server will charge.
 */
export async function estimateFor(delivery: DeliveryQuery, items: readonly EstimateItem[], at: { pin: string; state?: GstStateCode | undefined }): Promise<Estimate> {
  if (delivery.estimate && delivery.estimate.pin === at.pin) return delivery.estimate;
  return (await shopApi()).call(lightRoutes.getDeliveryEstimate, { query: { pin: at.pin, items: formatEstimateItems(items), ...(at.state ? { state: at.state } : {}) } });
}

/** The PIN-code question, then its answer, with a way to ask for another PIN code. */
export function DeliveryEstimate({ delivery }: { delivery: DeliveryQuery }) {
  const { t } = useTranslation('delivery');
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { pin, estimate } = delivery;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!isPinCode(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setEditing(false);
    delivery.setPin(value);
  };

  const asking = !hydrated || pin === '' || editing;
  return (
    <section aria-label={t('title')} data-testid="delivery-estimate" style={{ margin: '1rem 0', padding: '0.75rem 1rem', border: `1px solid ${COLORS.border}`, borderRadius: 8 }}>
      {asking ? (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          <label htmlFor="delivery-pin" style={{ fontWeight: 600 }}>
            {t('pinLabel')}
          </label>
          <input
            id="delivery-pin"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'delivery-pin-error' : undefined}
            style={{ width: '7rem', padding: '0.35rem 0.5rem', borderRadius: 6, border: `1px solid ${COLORS.controlBorder}` }}
          />
          <button type="submit" disabled={!hydrated} style={{ padding: '0.35rem 0.9rem', borderRadius: 6, border: 'none', background: COLORS.primary, color: COLORS.onPrimary, cursor: 'pointer' }}>
            {t('check')}
          </button>
          {invalid && (
            <span id="delivery-pin-error" role="alert" style={{ color: COLORS.error, width: '100%' }}>
              {t('pinInvalid')}
            </span>
          )}
        </form>
      ) : (
        <div aria-live="polite">
          {delivery.loading && <p style={{ margin: 0 }}>{t('checking')}</p>}
          {delivery.error !== undefined && <p style={{ margin: 0, color: COLORS.error }}>{t('failed')}</p>}
          {estimate && !estimate.served && (
            <p style={{ margin: 0, color: COLORS.error }} data-testid="delivery-not-served">
              {t('notServed', { pin })}
            </p>
          )}
          {estimate?.served && (
            <>
              <p style={{ margin: 0, fontWeight: 600 }} data-testid="delivery-date">
                {t('deliveryBy', { pin, date: formatDate(estimate.deliveryBy!, locale, 'weekdayDayMonth') })}
              </p>
              <p style={{ margin: 0 }} data-testid="delivery-shipping">
                {estimate.shipping ? t('shipping', { amount: formatMoney(estimate.shipping, locale) }) : t('shippingFree')}
              </p>
              <p style={{ margin: 0 }} data-testid="delivery-cod">
                {estimate.codAvailable ? t('codYes') : t('codNo')}
              </p>
            </>
          )}
          <button
            type="button"
            onClick={() => {
              setTyped(pin);
              setEditing(true);
            }}
            style={{ marginTop: '0.25rem', padding: 0, border: 'none', background: 'none', color: COLORS.secondary, textDecoration: 'underline', cursor: 'pointer' }}
          >
            {t('change')}
          </button>
        </div>
      )}
    </section>
  );
}
