/**
 * Creates the demo accounts (shared-contracts/identity/demo-accounts) in the identity service when
 * missing; never in production.
 */
import { DEMO_ACCOUNTS } from 'shared-contracts/identity/demo-accounts';
import type { Identity } from './identity';

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
