/**
 * The admin area's pages in the navigation's order, each with what a role needs to be offered it
 * (domain/staff's matrix, the same permissions the API asks on the routes the page calls). The
 * host's admin navigation shows a role only the pages it may use, and remote-admin's guard answers
 * a direct visit to any other with a forbidden message. The dashboard is every staff member's
 * landing page (its figures need `reports`; without it the page says what the role may use).
 */
import { can, isStaffRole, type RoutePermission } from 'shared-contracts/domain/staff';
import type { PageId } from './paths';

export interface AdminPage {
  id: PageId;
  /** Its name's key in the host's admin messages (`admin.<key>`). */
  key: string;
  /** null: any staff member. */
  need: RoutePermission | null;
}

export const ADMIN_PAGES = [
  { id: 'adminDashboard', key: 'dashboard', need: null },
  { id: 'adminListing', key: 'listing', need: ['catalogue', 'stock'] },
  { id: 'adminOrders', key: 'orders', need: ['orders', 'fulfilment', 'refunds'] },
  { id: 'adminReturns', key: 'returns', need: ['orders', 'refunds', 'fulfilment'] },
  { id: 'adminReviews', key: 'reviews', need: 'catalogue' },
  { id: 'adminUsers', key: 'users', need: 'staff' },
  { id: 'adminDiscounts', key: 'discounts', need: 'discounts' },
  { id: 'adminReports', key: 'reports', need: 'reports' },
  { id: 'adminSettings', key: 'settings', need: 'settings' },
] as const satisfies readonly AdminPage[];

export type AdminPageId = (typeof ADMIN_PAGES)[number]['id'];

/** Whether `role` may use the admin page `id` (a customer or a guest: none). */
export function mayOpenAdminPage(role: string | null | undefined, id: AdminPageId): boolean {
  const page: AdminPage = ADMIN_PAGES.find((candidate) => candidate.id === id)!;
  return isStaffRole(role) && (page.need === null || can(role, page.need));
}

/** The pages the admin navigation offers `role`, in order. */
export function adminNavFor(role: string | null | undefined): readonly AdminPage[] {
  return ADMIN_PAGES.filter((page) => mayOpenAdminPage(role, page.id));
}
