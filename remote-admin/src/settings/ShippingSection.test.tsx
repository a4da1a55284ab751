import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { shippingRoutes } from 'shared-contracts/api/shipping';
import { ApiError } from 'shared-contracts/api/api-error';
import type { ShippingTable } from 'shared-contracts/domain/delivery';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import SettingsPage from './SettingsPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const notify = jest.fn();
jest.mock('shared-contracts/platform/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const table: ShippingTable = {
  zones: [
    {
      id: 'metros',
      name: 'Metro cities',
      states: [],
      pins: ['560', '110'],
      weightSlabs: [{ upToGrams: 500, fee: 4_900 }],
      extraPerKg: 4_000,
      valueSlabs: [],
      freeAbove: 49_900,
      transitDays: 3,
    },
    {
      id: 'far',
      name: 'North-East',
      states: ['18'],
      pins: [],
      weightSlabs: [{ upToGrams: 1_000, fee: 14_900 }],
      extraPerKg: 8_000,
      valueSlabs: [],
      freeAbove: null,
      transitDays: 7,
    },
  ],
  dispatch: { days: [1, 2, 3, 4, 5, 6], cutoff: '14:00', holidays: ['2026-12-25'] },
};

async function openShipping() {
  render(
    <ShopProviders>
      <SettingsPage />
    </ShopProviders>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: i18n.t('admin:settings.tab.shipping') }));
  return screen.findAllByTestId('shipping-zone');
}

describe('Settings › Shipping', () => {
  beforeEach(() => {
    call.mockReset();
    notify.mockReset();
    call.mockImplementation(async (route, input) => {
      if (route === shippingRoutes.adminGetShipping) return table;
      if (route === shippingRoutes.adminSaveShipping) return input.body;
      return { legalName: '', tradingName: '', gstin: '', stateCode: '08', address: '', email: '', phone: '', invoicePrefix: 'HT', language: 'en' };
    });
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the zones in rupees and saves a changed rate back in paise', async () => {
    const zones = await openShipping();
    console.log(`shipping section: ${zones.length} zones shown`);
    expect(zones).toHaveLength(2);
    const far = within(zones[1]!);
    expect(far.getByLabelText('Zone name')).toHaveValue('North-East');
    const extra = far.getByLabelText('Each kilogram above the last slab (₹)');
    expect(extra).toHaveValue('80.00');
    fireEvent.change(extra, { target: { value: '95.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Settings saved.', 'success'));
    const [, input] = call.mock.calls.find(([route]) => route === shippingRoutes.adminSaveShipping)!;
    expect(input.body.zones[1]).toEqual({ ...table.zones[1], extraPerKg: 9_550 });
    expect(input.body.zones[0]).toEqual(table.zones[0]);
    expect(input.body.dispatch).toEqual(table.dispatch);
  });

  it('judges a weight below 1 g and a bad cut-off by the shared rules, in Spanish, and saves nothing', async () => {
    await i18n.changeLanguage('es');
    const zones = await openShipping();
    fireEvent.change(within(zones[0]!).getByLabelText('Hasta (gramos)'), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText('Hora límite (India)'), { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El valor debe ser mayor o igual que 1.')).toBeInTheDocument();
    expect(await screen.findByText('Introduce una hora como 14:00.')).toBeInTheDocument();
    expect(call.mock.calls.some(([route]) => route === shippingRoutes.adminSaveShipping)).toBe(false);
  });

  it('shows the API’s refusal of overlapping PIN codes on the zone’s field', async () => {
    call.mockImplementation(async (route) => {
      if (route === shippingRoutes.adminGetShipping) return table;
      if (route === shippingRoutes.adminSaveShipping) throw new ApiError(400, 'validation_failed', 'Invalid', { 'zones.1.pins': ['Overlaps PIN codes of Metro cities.'] });
      return {};
    });
    await openShipping();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const zones = screen.getAllByTestId('shipping-zone');
    expect(await within(zones[1]!).findByText('Overlaps PIN codes of Metro cities.')).toBeInTheDocument();
  });
});
