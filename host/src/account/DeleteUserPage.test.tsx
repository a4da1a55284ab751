import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import * as auth from 'shared-contracts/platform/auth';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import DeleteUserPage from './DeleteUserPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/auth', () => {
  let user: unknown = { uid: 'u1', email: 'asha@shop.test', displayName: 'Asha', role: 'customer' };
  const listeners = new Set<(u: unknown) => void>();
  return {
    knownUser: () => user,
    onUserChanged: (listener: (u: unknown) => void) => {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    confirmPassword: jest.fn(),
    signOut: jest.fn(async () => {
      user = null;
      listeners.forEach((listener) => listener(null));
    }),
  };
});
const mocked = auth as jest.Mocked<typeof auth>;

const renderPage = () =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/delete-user']}>
        <Routes>
          <Route path="/delete-user" element={<DeleteUserPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

describe('deleting the account', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    call.mockReset();
  });

  it('says what is erased and kept, and needs the confirmation and the password', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'What is erased' })).toBeInTheDocument();
    expect(screen.getByText(/kept, anonymised/)).toBeInTheDocument();
    submit();
    expect(await screen.findByText('Please tick the box to confirm.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(mocked.confirmPassword).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses a wrong password with the catalogue message, deleting nothing', async () => {
    mocked.confirmPassword.mockRejectedValueOnce({ code: 'auth/wrong-password' });
    renderPage();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong1234' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(mocked.confirmPassword).toHaveBeenCalledWith('wrong1234');
    expect(call).not.toHaveBeenCalled();
  });

  it('explains a refusal while an order is on its way', async () => {
    mocked.confirmPassword.mockResolvedValueOnce();
    call.mockRejectedValueOnce(new ApiError(409, 'conflict', 'order in delivery'));
    renderPage();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An order you paid for is still on its way');
    expect(mocked.signOut).not.toHaveBeenCalled();
  });

  it('deletes the account, signs out and says so', async () => {
    mocked.confirmPassword.mockResolvedValueOnce();
    call.mockResolvedValueOnce({ deleted: true });
    renderPage();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account was deleted' })).toHaveFocus();
    expect(call.mock.calls[0]![0]).toMatchObject({ method: 'DELETE', path: '/account' });
    await waitFor(() => expect(mocked.signOut).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});
