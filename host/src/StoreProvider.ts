/**
 * The store details for the whole page (shared-contracts/ui/useStore), asked for once at the top of
 * the app: the server's render waits for the answer like any page query, so the page carries it and
 * the hydrating render reads it from there (no second request); a page the browser renders alone
 * asks the API through the one client and shows SHOP's details until it answers.
 */
import { createElement, type ReactNode } from 'react';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { SHOP_STORE } from 'shared-contracts/domain/store';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { StoreContext } from 'shared-contracts/ui/useStore';

export function StoreProvider({ children }: { children: ReactNode }) {
  const { data } = useApiQuery(lightRoutes.getStore);
  return createElement(StoreContext.Provider, { value: data ?? SHOP_STORE }, children);
}
