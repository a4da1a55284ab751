/**
 * The store's public details (the admin's Settings > Store details: names, contacts, GSTIN,
 * address) for every page: the footer, page titles, the contact page, the policies' texts.
 *
 * The host asks for them once per page (host/src/StoreProvider.ts) and gives them through
 * StoreContext; until they are known, or when the API cannot say, and outside the host (a
 * component's test, a remote's standalone page), the demo shop's own details (domain/store.ts).
 */
import { createContext, useContext } from 'react';
import { SHOP_STORE, type PublicStore } from 'shared-contracts/domain/store';

export { addressLines, phoneText, storeValues } from 'shared-contracts/domain/store';

export const StoreContext = createContext<PublicStore>(SHOP_STORE);

/** The store details the page shows. */
export const useStore = (): PublicStore => useContext(StoreContext);
