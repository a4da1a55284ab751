import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminUser } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { staffRoutes, type StaffMember } from 'shared-contracts/api/staff';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import UsersPage from './UsersPage';
// antd tables render slowly on a loaded machine.

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const notify = jest.fn();
jest.mock('shared-contracts/platform/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));
jest.mock('shared-contracts/ui/useUser', () => ({ useUser: () => ({ uid: 'me', email: 'admin@shop.test', displayName: null, role: 'owner' }) }));

const asha: AdminUser = { uid: 'u1', email: 'asha@example.com', name: 'Asha Rao', role: 'customer', disabled: false, orderCount: 2, createdAt: '2026-01-05T10:00:00.000Z', lastSignInAt: null };
const ravi: StaffMember = { uid: 'u2', email: 'ravi@example.com', name: 'Ravi Kumar', role: 'fulfilment', disabled: false, lastSignInAt: null };
const listCalls = () => call.mock.calls.filter(([route]) => route === routes.adminListUsers);
const staffCalls = () => call.mock.calls.filter(([route]) => route === staffRoutes.adminListStaff);

describe('the users page', () => {
  beforeEach(() => {
    call.mockReset();
    notify.mockReset();
    call.mockImplementation(async (route) => {
      if (route === routes.adminListUsers) return { items: [asha], total: 1, page: 1, pageSize: 20 };
      if (route === staffRoutes.adminListStaff) return { items: [ravi] };
      if (route === staffRoutes.adminInviteStaff) return { member: { ...ravi, uid: 'u3', email: 'meera@example.com', name: '' }, account: 'new' };
      if (route === routes.adminAuditLog) return { items: [], total: 0, page: 1, pageSize: 50 };
      return {};
    });
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('titles the page in its language', async () => {
    await i18n.changeLanguage('fr');
    render(<ShopProviders><UsersPage /></ShopProviders>);
    await screen.findByText('Asha Rao');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('users.title', { ns: 'admin' }));
    expect(document.title).toBe('Utilisateurs · Haat');
  });

  it('invites a staff member by e-mail with a role, and lists the staff with their roles', async () => {
    render(<ShopProviders><UsersPage /></ShopProviders>);
    await screen.findByText('Asha Rao');
    fireEvent.click(screen.getByRole('tab', { name: 'Staff' }));
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText(/Stock, Fulfilment$/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'meera@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Invite sent to meera@example.com: they choose a password from the e-mail.', 'success'));
    const invite = call.mock.calls.find(([route]) => route === staffRoutes.adminInviteStaff)!;
    expect(invite[1]).toEqual({ body: { email: 'meera@example.com', role: 'fulfilment' } });
    await waitFor(() => expect(staffCalls()).toHaveLength(2));
  });

  it('disables a customer after a yes, then reads the list again', async () => {
    render(<ShopProviders><UsersPage /></ShopProviders>);
    await screen.findByText('Asha Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    const change = call.mock.calls.find(([route]) => route === routes.adminDisableUser)!;
    expect(change[1]).toEqual({ params: { uid: 'u1' } });
    expect(notify).toHaveBeenCalledWith('Saved: Asha Rao.', 'success');
  });
});
