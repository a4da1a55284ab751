import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { routes } from 'shared-contracts/api/routes';
import type { Product } from 'shared-contracts/domain/catalogue';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import VariantGrid from './VariantGrid';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

const product = {
  id: 'p1',
  slug: 'lac-bangles',
  title: 'Lac bangles',
  description: 'Rolled by hand.',
  categoryId: 'c1',
  price: 59_900,
  mrp: null,
  gstRate: 3,
  hsn: null,
  stock: 8,
  images: [],
  published: true,
  version: 4,
  sku: null,
  tags: [],
  attributes: [],
  options: [{ name: 'Colour', values: ['Red', 'Green'], translations: { es: { name: 'Color', values: { Red: 'Rojo' } } } }],
  variants: [
    { id: 'v1', sku: 'RED', options: [{ name: 'Colour', value: 'Red' }], price: 59_900, mrp: null, stock: 8, images: [], position: 0 },
    { id: 'v2', sku: 'GRN', options: [{ name: 'Colour', value: 'Green' }], price: 59_900, mrp: null, stock: 0, images: [], position: 1 },
  ],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as Product;

afterEach(async () => {
  cleanup();
  call.mockReset();
  await i18n.changeLanguage('en');
});

const renderGrid = () =>
  render(
    <ShopProviders>
      <VariantGrid product={product} onSaved={jest.fn()} onChanged={jest.fn()} />
    </ShopProviders>,
  );

describe("the variant grid's option translations", () => {
  it('shows each option name and value beside its Spanish and French, and saves what the admin writes', async () => {
    call.mockImplementation(async (_route, input: { body: { options: unknown } }) => ({ ...product, version: 5, options: input.body.options }));
    renderGrid();
    const option = screen.getByTestId('option-translations-0');
    fireEvent.click(within(option).getByText('Option 1 in Spanish and French'));
    const name = within(option).getByTestId('option-0-name');
    expect(within(name).getByText('Colour')).toHaveAttribute('lang', 'en');
    expect(within(name).getByLabelText('Spanish')).toHaveValue('Color');
    expect(within(within(option).getByTestId('option-0-value-Red')).getByLabelText('Spanish')).toHaveValue('Rojo');
    const green = within(option).getByTestId('option-0-value-Green');
    expect(within(green).getByLabelText('Spanish')).toHaveValue('');
    fireEvent.change(within(green).getByLabelText('Spanish'), { target: { value: 'Verde' } });
    fireEvent.change(within(green).getByLabelText('French'), { target: { value: 'Vert' } });
    fireEvent.change(within(name).getByLabelText('French'), { target: { value: 'Couleur' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save options and variants' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    const [route, input] = call.mock.calls[0]!;
    expect(route).toBe(routes.adminSaveVariants);
    expect(input.body.options).toEqual([
      {
        name: 'Colour',
        values: ['Red', 'Green'],
        translations: { es: { name: 'Color', values: { Red: 'Rojo', Green: 'Verde' } }, fr: { name: 'Couleur', values: { Green: 'Vert' } } },
      },
    ]);
    console.log(`admin option translations sent: ${JSON.stringify(input.body.options[0].translations)}`);
  });

  it('lists a value typed into the option at once, and speaks the admin’s language', async () => {
    await i18n.changeLanguage('fr');
    // the providers load antd's French texts first
    await act(async () => {
      renderGrid();
    });
    fireEvent.change(screen.getByLabelText('Valeurs de l’option 1'), { target: { value: 'Red, Green, Blue' } });
    const option = screen.getByTestId('option-translations-0');
    expect(within(option).getByText('Option 1 en espagnol et en français')).toBeInTheDocument();
    expect(within(within(option).getByTestId('option-0-value-Blue')).getByLabelText('Espagnol')).toHaveValue('');
  });
});
