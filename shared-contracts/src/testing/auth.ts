/**
 * A stand-in for `shared-contracts/platform/auth` in component tests of pages for a signed-in
 * customer: the user is known at once and stays signed in.
 *   jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
 */
import type { ShopUser } from 'shared-contracts/platform/auth';

export const SIGNED_IN_CUSTOMER: ShopUser = { uid: 'u1', email: 'c@shop.test', displayName: 'Asha', role: 'customer' };

export function signedInAuth(user: ShopUser = SIGNED_IN_CUSTOMER) {
  return {
    knownUser: () => user,
    onUserChanged: (listener: (user: ShopUser) => void) => {
      listener(user);
      return () => undefined;
    },
  };
}
