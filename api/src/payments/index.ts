import type { Config } from '../config';
import type { Db } from '../db/database';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay';
import { databaseLedger, sandboxProvider } from './sandbox';

/**
 * The provider the configuration names: the sandbox locally, Razorpay with real keys. The sandbox
 * keeps its provider orders in the shop's database (`db`), so they outlive a restart.
 */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  const { provider, razorpay, sandbox } = config.payments;
  if (provider === 'razorpay') {
    return razorpayProvider({ keyId: razorpay.keyId!, keySecret: razorpay.keySecret!, webhookSecret: razorpay.webhookSecret! });
  }
  return sandboxProvider({ ...sandbox, publicUrl: config.publicUrl, ledger: databaseLedger(db), db, payeeName: config.seller.legalName });
}
