import { SHOP } from 'shared-contracts/domain/shop';

/** The document title of a page: its own title, then the shop's trading name ('Your cart · Haat').
 *  Kept apart from usePageTitle so the server's page heads (host/server/head.ts) use it without React. */
export const pageTitle = (title?: string, shopName: string = SHOP.name) => (title ? `${title} · ${shopName}` : shopName);
