import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminUser } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import UsersPage from './UsersPage';
// antd tables render slowly on a loaded machine.

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const notify = jest.fn();
jest.mock('shared-contracts/platform/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));
jest.mock('shared-contracts/ui/useUser', () => ({ useUser: () => ({ uid: 'me', email: 'admin@shop.test', displayName: null, role: 'admin' }) }));

const asha: AdminUser = { uid: 'u1', email: 'asha@example.com', name: 'Asha Rao', role: 'customer', disabled: false, orderCount: 2, createdAt: '2026-01-05T10:00:00.000Z', lastSignInAt: null };
const listCalls = () => call.mock.calls.filter(([route]) => route === routes.adminListUsers);

describe('the users page', () => {
  beforeEach(() => {
    call.mockReset();
    notify.mockReset();
    call.mockImplementation(async (route) => (route === routes.adminListUsers ? { items: [asha], total: 1, page: 1, pageSize: 20 } : {}));
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

  it('makes a customer an administrator after a yes, then reads the list again', async () => {
    render(<ShopProviders><UsersPage /></ShopProviders>);
    await screen.findByText('Asha Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Make administrator' }));
    expect(await screen.findByText('Give Asha Rao access to the admin area?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    const change = call.mock.calls.find(([route]) => route === routes.adminSetUserRole)!;
    expect(change[1]).toEqual({ params: { uid: 'u1' }, body: { role: 'admin' } });
    expect(notify).toHaveBeenCalledWith('Saved: Asha Rao.', 'success');
  });
});
