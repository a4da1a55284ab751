/**
 * The store's public details (Settings > Store details, GET /api/store) as pages show them:
 * SHOP's until the admin changes them. No React here: the server's page heads
 * (host/server/head.ts) use it as the pages do (ui/useStore.ts).
 */
import type { PublicStore } from 'shared-contracts/api/settings';
import { SHOP, SHOP_VALUES } from 'shared-contracts/domain/shop';

export type { PublicStore };

/** SHOP's details in the API's shape: what the store details start as (api/src/settings/store.ts). */
export const SHOP_STORE: PublicStore = {
  legalName: SHOP.legalName,
  tradingName: SHOP.name,
  gstin: SHOP.gstin,
  email: SHOP.email,
  phone: SHOP.phoneHref.replace(/^tel:/, ''),
  address: SHOP.addressLines.join('\n'),
};

/** The phone as people read it: SHOP's spacing for the number it starts with, else as the admin typed it. */
export const phoneText = (phone: string): string => (phone === SHOP_STORE.phone ? SHOP.phone : phone);

/** The values texts interpolate ({{legalName}}, {{email}}, {{phone}}, {{gstin}}...), from the store details. */
export function storeValues(store: PublicStore): Record<keyof typeof SHOP_VALUES, string> {
  return { ...SHOP_VALUES, legalName: store.legalName, email: store.email, phone: phoneText(store.phone), gstin: store.gstin };
}

/** The postal address's lines, blank ones dropped. */
export const addressLines = (store: Pick<PublicStore, 'address'>): string[] =>
  store.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
