import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Form, { type FormInstance } from 'antd/es/form';
import { ApiError } from 'shared-contracts/api/api-error';
import type { PincodeInfo } from 'shared-contracts/api/pincodes';
import { routes } from 'shared-contracts/api/routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { AddressFields } from './AddressFields';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

/** What the API answers (api/src/pincodes/directory.ts for these PIN codes). */
const DIRECTORY: Record<string, PincodeInfo> = {
  '560038': { pincode: '560038', district: 'Bangalore', stateCodes: ['29'], places: ['Indiranagar'] },
  '302001': { pincode: '302001', district: 'Jaipur', stateCodes: ['08'], places: ['Ashok Nagar', 'Jaipur'] },
};

let form: FormInstance;
function AddressForm({ list = false }: { list?: boolean }) {
  [form] = Form.useForm();
  return (
    <ShopProviders>
      <Form form={form} initialValues={list ? { addresses: [{}] } : {}}>
        {list ? (
          <Form.List name="addresses">{(fields) => fields.map((field) => <AddressFields key={field.key} name={[field.name]} listName="addresses" />)}</Form.List>
        ) : (
          <AddressFields name="shippingAddress" />
        )}
      </Form>
    </ShopProviders>
  );
}

/** The form's own judgement of the PIN code field, as a submit makes it. */
const validatePincode = (name: (string | number)[] = ['shippingAddress', 'pincode']) =>
  act(() => form.validateFields([name]).then((values: unknown) => ({ values }), (error: { errorFields: unknown }) => ({ errors: error.errorFields })));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** antd's Select: open it, search, click the option. */
async function chooseState(name: string) {
  const state = screen.getByLabelText('State');
  fireEvent.mouseDown(state);
  fireEvent.change(state, { target: { value: name } });
  fireEvent.click(await screen.findByTitle(name));
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (route: unknown, input: { params: { pincode: string } }) => {
    if (route !== routes.lookupPincode) throw new Error('unexpected route');
    const found = DIRECTORY[input.params.pincode];
    if (!found) throw new ApiError(404, 'not_found', 'Not found.');
    return found;
  });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the address fields', () => {
  it('fill city and state from the PIN code, and offer its localities as cities', async () => {
    render(<AddressForm />);
    type('PIN code', '560038');
    await waitFor(() => expect(form.getFieldValue(['shippingAddress', 'stateCode'])).toBe('29'));
    expect(form.getFieldValue(['shippingAddress', 'city'])).toBe('Bangalore');
    const suggestions = document.getElementById(screen.getByLabelText('City').getAttribute('list')!)!;
    expect([...suggestions.querySelectorAll('option')].map((option) => option.value)).toEqual(['Bangalore', 'Indiranagar']);
    expect(call).toHaveBeenCalledWith(routes.lookupPincode, { params: { pincode: '560038' } });
    console.log(`address form: 560038 -> city ${form.getFieldValue(['shippingAddress', 'city'])}, state ${form.getFieldValue(['shippingAddress', 'stateCode'])}, ${call.mock.calls.length} lookup`);
  });

  it('refuse a PIN code India Post does not have, in the shopper’s language', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<AddressForm />);
    type('Código PIN', '999999');
    expect(await screen.findByText('Este código PIN no existe.')).toBeInTheDocument();
    expect(await validatePincode()).toMatchObject({ errors: [{ name: ['shippingAddress', 'pincode'], errors: ['Este código PIN no existe.'] }] });
  });

  it('keep a city the shopper typed, replace a state the PIN code is not in, and refuse one chosen against it', async () => {
    render(<AddressForm />);
    type('City', 'Bengaluru');
    await chooseState('Maharashtra');
    type('PIN code', '560038');
    await waitFor(() => expect(form.getFieldValue(['shippingAddress', 'stateCode'])).toBe('29'));
    expect(form.getFieldValue(['shippingAddress', 'city'])).toBe('Bengaluru');

    await chooseState('Maharashtra');
    expect(await screen.findByText('PIN code 560038 is in Karnataka, not in the state chosen.')).toBeInTheDocument();
  });

  it('work inside the address book’s list', async () => {
    render(<AddressForm list />);
    type('PIN code', '302001');
    await waitFor(() => expect(form.getFieldValue(['addresses', 0])).toMatchObject({ pincode: '302001', city: 'Jaipur', stateCode: '08' }));
  });

  it('refuse nothing when the API cannot be asked: the server judges the address', async () => {
    call.mockRejectedValue(new ApiError(0, 'network', 'offline'));
    render(<AddressForm />);
    type('PIN code', '110001');
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(await validatePincode()).toEqual({ values: { shippingAddress: { pincode: '110001' } } });
    expect(within(document.body).queryByText('This PIN code does not exist.')).toBeNull();
  });
});
