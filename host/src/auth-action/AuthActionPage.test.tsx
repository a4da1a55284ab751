import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import * as auth from 'shared-contracts/platform/auth';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import * as codes from './actionCodes';
import AuthActionPage from './AuthActionPage';

jest.mock('./actionCodes', () => ({
  ...jest.requireActual('./actionCodes'),
  checkPasswordResetCode: jest.fn(),
  applyVerificationCode: jest.fn(),
}));
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => null,
  onUserChanged: (listener: (user: null) => void) => {
    listener(null);
    return () => {};
  },
  signInWithPassword: jest.fn(async () => ({})),
}));
const mockCall = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call: mockCall }) }));

const mockedCodes = codes as jest.Mocked<typeof codes>;
const mockedAuth = auth as jest.Mocked<typeof auth>;

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/action" element={<AuthActionPage />} />
          <Route path="/es/auth/action" element={<AuthActionPage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

afterEach(async () => {
  jest.clearAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the page of the identity e-mails (/auth/action)', () => {
  it('sets a new password with the code through the API, judged by the shared rule first, then signs in', async () => {
    mockedCodes.checkPasswordResetCode.mockResolvedValueOnce('asha@shop.test');
    mockCall.mockResolvedValueOnce({ email: 'asha@shop.test' });
    renderAt('/auth/action?mode=resetPassword&oobCode=CODE1');
    expect(await screen.findByText('Choose a new password for the account asha@shop.test.')).toBeInTheDocument();
    expect(mockedCodes.checkPasswordResetCode).toHaveBeenCalledWith('CODE1');

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'abcdefg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Min 8 characters Password required.')).toBeInTheDocument();
    expect(mockCall).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'newsecret42' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'newsecret42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed and you are signed in as asha@shop.test.');
    expect(mockCall).toHaveBeenCalledWith(routes.resetPassword, { body: { oobCode: 'CODE1', password: 'newsecret42' } }, { signal: expect.any(AbortSignal) });
    expect(mockedAuth.signInWithPassword).toHaveBeenCalledWith('asha@shop.test', 'newsecret42');
  });

  it("shows the API's refusal of the password on the field", async () => {
    mockedCodes.checkPasswordResetCode.mockResolvedValueOnce('asha@shop.test');
    mockCall.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'x', { password: ['Password must contain 1 lowercase(a-z).'] }));
    renderAt('/auth/action?mode=resetPassword&oobCode=CODE1');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'newsecret42' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'newsecret42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must contain 1 lowercase(a-z).')).toBeInTheDocument();
    expect(mockedAuth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('says an expired code in the catalogue words, in Spanish, with the way to a new link', async () => {
    await act(() => i18n.changeLanguage('es'));
    mockedCodes.checkPasswordResetCode.mockRejectedValueOnce({ code: 'auth/expired-action-code' });
    renderAt('/es/auth/action?mode=resetPassword&oobCode=OLD');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ha caducado. Solicita uno nuevo.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Este enlace no se puede usar');
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/es/login');
  });

  it('a code used up meanwhile ends the form with its message', async () => {
    mockedCodes.checkPasswordResetCode.mockResolvedValueOnce('asha@shop.test');
    mockCall.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'x', { oobCode: ['This link is invalid or has already been used.'] }));
    renderAt('/auth/action?mode=resetPassword&oobCode=CODE1');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'newsecret42' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'newsecret42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has already been used.');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('confirms an e-mail address with its code', async () => {
    mockedCodes.applyVerificationCode.mockResolvedValueOnce('asha@shop.test');
    renderAt('/auth/action?mode=verifyEmail&oobCode=V1');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: asha@shop.test is confirmed as the e-mail address of your account.');
    expect(mockedCodes.applyVerificationCode).toHaveBeenCalledWith('V1');
  });

  it('a link without a known mode or a code is invalid, and asks the identity service nothing', async () => {
    for (const query of ['', '?mode=resetPassword', '?mode=signIn&oobCode=X']) {
      const { unmount } = renderAt(`/auth/action${query}`);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has already been used.'));
      unmount();
    }
    expect(mockedCodes.checkPasswordResetCode).not.toHaveBeenCalled();
    expect(mockedCodes.applyVerificationCode).not.toHaveBeenCalled();
  });
});
