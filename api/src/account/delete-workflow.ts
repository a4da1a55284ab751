/**
 * Deleting an account, as a workflow of explicit steps:
 *
 *   1. refuse while an order is paid for and still on its way (its address is needed to deliver it);
 *   2. erase the personal data in the shop's database, in one transaction (erasure.ts): the
 *      profile, the cart, the sender details of contact messages, the buyer in orders, which
 *      are kept anonymized for the tax records, and the mails and webhook bodies about them;
 *   3. delete the identity, LAST.
 *
 * Why this order: until step 3 the user can still sign in, so any failure before it leaves a
 * working account and the user (or support) simply tries again. Step 2 either happens entirely or
 * not at all. If step 3 fails after step 2, the account still signs in with an empty profile, and
 * repeating the request finishes the job: every step is safe to repeat, and an identity already gone
 * counts as deleted.
 */
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import type { Services } from '../services';
import { countOrdersInDelivery, erasePersonalData, type ErasureCounts } from './erasure';

export async function deleteAccountWorkflow(services: Pick<Services, 'db' | 'identity'>, caller: Caller): Promise<ErasureCounts> {
  // 1. nothing on its way
  if ((await countOrdersInDelivery(services.db, caller.uid)) > 0) throw new HttpError('conflict');

  // 2. erase personal data, keep orders anonymized
  const erased = await erasePersonalData(services.db, caller.uid, caller.email);

  // 3. the identity, last
  const identity = await services.identity.getUser(caller.uid);
  if (identity) await services.identity.deleteUser(caller.uid);
  return erased;
}
