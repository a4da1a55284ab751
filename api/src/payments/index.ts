import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';

/** The provider the configuration names: the sandbox locally, Razorpay with real keys. */
export function createPaymentProvider(config: Config): PaymentProvider {
  const { provider, razorpay, sandbox } = config.payments;
  if (provider === 'razorpay') {
    return razorpayProvider({ keyId: razorpay.keyId!, keySecret: razorpay.keySecret!, webhookSecret: razorpay.webhookSecret! });
  }
  return sandboxProvider({ ...sandbox, publicUrl: config.publicUrl });
}
