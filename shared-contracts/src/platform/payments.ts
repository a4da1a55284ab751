/**
 * The payment provider's checkout script (spec §7: loaded from the provider at start-up). The host
 * starts loading it once the first page is shown; the payment page waits for the same promise.
 * The sandbox's script and Razorpay's share one API: `new Checkout(options).open()`.
 */
import { lightRoutes } from 'shared-contracts/api/light-routes';
import type { PaymentConfig, ProviderOrder } from 'shared-contracts/api/checkout';
import { shopApi } from 'shared-contracts/platform/api';

/** What the provider's dialog hands back on success. */
export type ProviderPaymentResult = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
/** What it reports when a payment fails (a declined card). */
export type ProviderPaymentFailure = { error: { code?: string; description?: string; reason?: string } };

export interface ProviderCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  /** `method`: the one the dialog opens on (Razorpay's `prefill.method`: 'upi', 'card'). */
  prefill?: ProviderOrder['prefill'] & { method?: 'upi' | 'card' };
  /** The page's language (en, es, fr): the sandbox's dialog speaks it and formats money as the shop does. */
  locale?: string;
  handler: (result: ProviderPaymentResult) => void;
  modal?: { ondismiss?: () => void };
}

export interface ProviderCheckout {
  on(event: 'payment.failed', listener: (failure: ProviderPaymentFailure) => void): ProviderCheckout;
  open(): ProviderCheckout;
  close?(): void;
}

export type ProviderCheckoutConstructor = new (options: ProviderCheckoutOptions) => ProviderCheckout;

/** The global each provider's script defines. */
const GLOBALS: Record<PaymentConfig['provider'], string> = { sandbox: 'SandboxCheckout', razorpay: 'Razorpay' };

let loading: Promise<ProviderCheckoutConstructor> | undefined;
let configLoading: Promise<PaymentConfig> | undefined;

/**
 * The payment configuration (provider, public key, script, the seller's GST state), asked once per
 * page. A failure is not remembered: the next call asks again.
 */
export function loadPaymentConfig(): Promise<PaymentConfig> {
  configLoading ??= (async () => (await shopApi()).call(lightRoutes.paymentConfig))().catch((error: unknown) => {
    configLoading = undefined;
    throw error;
  });
  return configLoading;
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`The payment script could not be loaded: ${src}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Resolves with the provider's checkout constructor, loading its script on the first call. A
 * failure (provider unreachable) is not remembered: the next call tries again.
 */
export function loadPaymentProvider(): Promise<ProviderCheckoutConstructor> {
  loading ??= (async () => {
    const config = await loadPaymentConfig();
    const name = GLOBALS[config.provider];
    const existing = (window as unknown as Record<string, unknown>)[name];
    if (!existing) await injectScript(config.checkoutScriptUrl);
    const Checkout = (window as unknown as Record<string, unknown>)[name];
    if (typeof Checkout !== 'function') throw new Error(`The payment script did not define ${name}`);
    return Checkout as ProviderCheckoutConstructor;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
