import { roleFromClaims } from 'shared-contracts/platform/auth';

describe('the role of a signed-in user', () => {
  it('is admin only with the admin role claim', () => {
    expect(roleFromClaims({ role: 'admin' })).toBe('admin');
    expect(roleFromClaims({ role: 'customer' })).toBe('customer');
    expect(roleFromClaims({ admin: true })).toBe('customer');
    expect(roleFromClaims({})).toBe('customer');
  });
});
