import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from 'shared-contracts/api/account';
import { ApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import { notify } from 'shared-contracts/platform/toast';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import AccountsPage from './AccountsPage';

const call = jest.fn();
/** The store credit the page asks for beside the profile (answered apart, so the profile's calls keep their order). */
const mockStoreCredit = jest.fn(async () => ({ balance: 0, entries: [] as unknown[] }));
/** The consents and data download of the "Your data" part (MyDataSection.test.tsx covers them), apart too. */
const mockPrivacy = async (route: { path: string }) => (route.path === '/account/consents' ? { marketing: false, history: [] } : { latest: null });
jest.mock('shared-contracts/platform/api', () => ({
  shopApi: async () => ({
    call: (route: { path: string }, input?: unknown) =>
      route.path === '/account/store-credit' ? mockStoreCredit() : route.path === '/account/consents' || route.path === '/account/data-export' ? mockPrivacy(route) : call(route, input),
  }),
}));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));
let mockUser: unknown = { uid: 'u1', email: 'asha@shop.test', displayName: 'Asha Rao', role: 'customer' };
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => mockUser,
  onUserChanged: (listener: (user: unknown) => void) => {
    listener(mockUser);
    return () => {};
  },
  signOut: jest.fn(),
}));

const profile: Profile = {
  uid: 'u1',
  email: 'asha@shop.test',
  name: '',
  phone: null,
  addresses: [],
  gstin: null,
  role: 'customer',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderPage = () =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/accounts']}>
        <Routes>
          <Route path="/accounts" element={<AccountsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

const route = (n: number) => (call.mock.calls[n]![0] as { method: string; path: string });

describe('the account page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    call.mockReset();
    mockUser = { uid: 'u1', email: 'asha@shop.test', displayName: 'Asha Rao', role: 'customer' };
  });

  it('sends a guest to the sign-in, to come back here', async () => {
    mockUser = null;
    renderPage();
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Faccounts');
    expect(call).not.toHaveBeenCalled();
  });

  it('starts a new profile with the sign-up name, saves an address and says so', async () => {
    const jaipur = { pincode: '302001', district: 'Jaipur', stateCodes: ['08'], places: ['Ashok Nagar', 'Jaipur'] };
    call.mockImplementation(async (r: { method: string }, input?: { body: Record<string, unknown> }) =>
      r === routes.lookupPincode ? jaipur : r.method === 'GET' ? profile : { ...profile, ...input!.body },
    );
    renderPage();
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Rao');
    expect(route(0)).toMatchObject({ method: 'GET', path: '/account' });

    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const address = await screen.findByRole('group', { name: 'Address 1 (default)' });
    fireEvent.change(within(address).getByLabelText('Address line 1'), { target: { value: '12 MI Road' } });
    fireEvent.change(within(address).getByLabelText('City'), { target: { value: 'Jaipur' } });
    fireEvent.change(within(address).getByLabelText('PIN code'), { target: { value: '302001' } });
    fireEvent.change(within(address).getByLabelText('Phone'), { target: { value: '9876543210' } });
    // The state select: choose Rajasthan by typing into its search.
    const state = within(address).getByLabelText('State');
    fireEvent.mouseDown(state);
    fireEvent.change(state, { target: { value: 'Rajasthan' } });
    fireEvent.click(await screen.findByTitle('Rajasthan'));
    fireEvent.change(screen.getByLabelText('GSTIN (optional)'), { target: { value: '08aahch1234k1z2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your details were saved.', 'success'));
    // the address fields asked where the PIN code is (city and state were chosen already: kept)
    expect(call.mock.calls.filter(([r]) => r === routes.lookupPincode)).toEqual([[routes.lookupPincode, { params: { pincode: '302001' } }]]);
    const put = call.mock.calls.find(([r]) => r === routes.updateAccount)!;
    expect(put[1]).toEqual({
      body: {
        name: 'Asha Rao',
        phone: null,
        gstin: '08AAHCH1234K1Z2',
        addresses: [{ name: 'Asha Rao', line1: '12 MI Road', city: 'Jaipur', stateCode: '08', pincode: '302001', phone: '9876543210' }],
      },
    });
  });

  it('judges the GSTIN with the shared rule before sending', async () => {
    call.mockResolvedValue(profile);
    renderPage();
    fireEvent.change(await screen.findByLabelText('GSTIN (optional)'), { target: { value: '08AAHCH1234K1Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('GST number must be exactly 15 characters.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("puts the API's field messages on the fields", async () => {
    call.mockResolvedValueOnce({ ...profile, name: 'Asha' });
    call.mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'bad', { phone: ['Invalid Numbers.'], 'addresses.0.pincode': ['Invalid Numbers.'] }),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Phone (optional)'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid Numbers.')).toBeInTheDocument();
    expect(document.querySelector('#phone')?.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });

  it('shows the API field errors it could not know in the browser', async () => {
    call.mockResolvedValueOnce({ ...profile, name: 'Asha' });
    call.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'bad', { name: ['Already exists.'] }));
    renderPage();
    await screen.findByLabelText('Name');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Already exists.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the store credit the account holds', async () => {
    call.mockResolvedValue(profile);
    mockStoreCredit.mockResolvedValueOnce({ balance: 120_000, entries: [{ amount: 120_000, source: 'return', orderId: 'o1', returnId: 'r1', createdAt: '2026-11-01T00:00:00.000Z' }] });
    renderPage();
    expect(await screen.findByTestId('account-store-credit')).toHaveTextContent('You have ₹1,200.00 of store credit. It is offered at your next checkout.');
  });

  it('links to the orders and to account deletion', async () => {
    call.mockResolvedValue(profile);
    renderPage();
    expect(await screen.findByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/accounts/orders');
    expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/delete-user');
  });
});
