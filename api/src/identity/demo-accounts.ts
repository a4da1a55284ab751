/**
 * The demo accounts every local shop starts with (README): an admin and a customer. Created in the
 * identity service when missing; never in production.
 */
import type { Identity } from './identity';

export const DEMO_ACCOUNTS = [
  { email: 'admin@shop.test', password: 'admin1234', displayName: 'Asha Admin', role: 'admin' },
  { email: 'customer@shop.test', password: 'customer123', displayName: 'Kabir Customer', role: 'customer' },
] as const;

export async function seedDemoAccounts(identity: Identity): Promise<string[]> {
  const existing = new Set((await identity.listUsers()).map((user) => user.email));
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (existing.has(account.email)) continue;
    await identity.createUser(account);
    created.push(account.email);
  }
  return created;
}
