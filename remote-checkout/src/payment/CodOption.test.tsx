import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { codRoutes } from 'shared-contracts/api/cod';
import { routes } from 'shared-contracts/api/routes';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { CodOption } from './CodOption';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('../cart/store', () => ({ reloadCart: async () => undefined }));

const user = { uid: 'u1', email: 'c@shop.test', displayName: 'Asha', role: 'customer', anonymous: false } as unknown as ShopUser;
const address = { name: 'Asha Rao', line1: '12 MG Road', city: 'Bengaluru', stateCode: '29', pincode: '560001', phone: '9876543210' };

function Page() {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ shippingAddress: address }}>
      {Object.keys(address).map((field) => (
        <Form.Item key={field} name={['shippingAddress', field]} hidden>
          <Input />
        </Form.Item>
      ))}
      <CodOption user={user} form={form} lines={[{ productId: 'p1', quantity: 1, unitPrice: 59_900 }]} total={59_900} discountCode={null} />
    </Form>
  );
}

function renderOption() {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/payment']}>
        <Routes>
          <Route path="/payment" element={<Page />} />
          <Route path="/accounts/orders/:id/confirmation" element={<p>confirmation page</p>} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => call.mockReset());

describe('cash on delivery at payment', () => {
  it('offers it with its fee, and places the order for the total with the fee', async () => {
    call.mockImplementation(async (route, input) => {
      if (route === codRoutes.codOffer) return { available: true, fee: 3_000, reason: null, message: null };
      if (route === routes.checkout) return { order: { id: 'o1', number: 'HT-000001' }, payment: null, input };
      throw new Error('unexpected route');
    });
    renderOption();
    const place = await screen.findByRole('button', { name: 'Place order, pay ₹629.00 on delivery' });
    expect(screen.getByText(/Includes a cash-on-delivery fee of ₹30.00\./)).toBeInTheDocument();
    await userEvent.click(place);
    await screen.findByText('confirmation page');
    const [, { body }] = call.mock.calls.find(([route]) => route === routes.checkout)!;
    expect([body.paymentMethod, body.expectedTotal, body.shippingAddress.pincode]).toEqual(['cod', 62_900, '560001']);
    const [, offered] = call.mock.calls.find(([route]) => route === codRoutes.codOffer)!;
    expect(offered.query).toEqual({ pincode: '560001', phone: '+919876543210', products: 'p1', total: '59900' });
  });

  it('says why not, and offers no button', async () => {
    const why = 'Cash on delivery is no longer available to you: earlier orders were refused at the door. Please pay online.';
    call.mockImplementation(async (route) => {
      if (route === codRoutes.codOffer) return { available: false, fee: 0, reason: 'refusals', message: why };
      throw new Error('unexpected route');
    });
    renderOption();
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(within(screen.getByTestId('cod-option')).queryByRole('button')).toBeNull();
  });
});
