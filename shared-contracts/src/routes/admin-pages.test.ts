import { ROLE_PERMISSIONS, STAFF_ROLES } from 'shared-contracts/domain/staff';
import { ADMIN_PAGES, adminNavFor, mayOpenAdminPage } from './admin-pages';

const navOf = (role: string | null) => adminNavFor(role).map((page) => page.key);

describe('the admin navigation for each role', () => {
  it('offers the owner every page, in order', () => {
    expect(navOf('owner')).toEqual(['dashboard', 'listing', 'orders', 'returns', 'reviews', 'users', 'discounts', 'reports', 'settings']);
  });

  it('offers fulfilment the stock and the orders to ship, never settings, users, discounts or reports', () => {
    expect(navOf('fulfilment')).toEqual(['dashboard', 'listing', 'orders', 'returns']);
    expect(mayOpenAdminPage('fulfilment', 'adminSettings')).toBe(false);
  });

  it('offers a manager all but the team and the settings, support the orders and returns', () => {
    expect(navOf('manager')).toEqual(['dashboard', 'listing', 'orders', 'returns', 'reviews', 'discounts', 'reports']);
    expect(navOf('support')).toEqual(['dashboard', 'orders', 'returns']);
  });

  it('offers a customer, a guest or an unknown role nothing', () => {
    expect(navOf('customer')).toEqual([]);
    expect(navOf(null)).toEqual([]);
    expect(navOf('admin')).toEqual([]);
  });

  it('offers each page to exactly the roles holding one of its permissions', () => {
    const offered = ADMIN_PAGES.map((page) => [page.key, STAFF_ROLES.filter((role) => mayOpenAdminPage(role, page.id))]);
    const expected = ADMIN_PAGES.map((page) => [
      page.key,
      STAFF_ROLES.filter((role) => page.need === null || [page.need].flat().some((permission) => ROLE_PERMISSIONS[role].includes(permission))),
    ]);
    expect(offered).toEqual(expected);
    console.log(`admin nav: ${STAFF_ROLES.map((role) => `${role} ${navOf(role).length}`).join(', ')} of ${ADMIN_PAGES.length} pages`);
  });
});
