/**
 * The demo accounts every local shop starts with (README): an admin (the shop's owner) and a customer. The API creates
 * them in the local identity emulator (api/src/identity/demo-accounts.ts); the quick sign-in page
 * (/___login) offers them. Public test data: never created in production.
 */
export const DEMO_ADMIN = { email: 'admin@shop.test', password: 'admin1234', displayName: 'Asha Admin', role: 'owner' } as const;
export const DEMO_CUSTOMER = { email: 'customer@shop.test', password: 'customer123', displayName: 'Kabir Customer', role: 'customer' } as const;

export const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_CUSTOMER] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
