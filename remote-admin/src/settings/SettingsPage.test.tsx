import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { settingsRoutes } from 'shared-contracts/api/settings';
import { ApiError } from 'shared-contracts/api/api-error';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { gstNumber, slackName } from 'shared-contracts/validation/rules';
import SettingsPage from './SettingsPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const notify = jest.fn();
jest.mock('shared-contracts/platform/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const store = {
  legalName: 'Haat Crafts Private Limited',
  tradingName: 'Haat',
  gstin: '08AAHCH1234K1Z2',
  stateCode: '08',
  address: '18 Artisan Lane',
  email: 'support@haat.example',
  phone: '+911414001234',
  invoicePrefix: 'HT',
  language: 'fr',
};

describe('the settings page', () => {
  beforeEach(() => {
    call.mockReset();
    notify.mockReset();
    call.mockImplementation(async (route, input) => {
      if (route === settingsRoutes.adminGetStoreDetails) return store;
      if (route === settingsRoutes.adminSaveStoreDetails) return input.body;
      if (route === settingsRoutes.adminGetNotifications) return { recipients: [], slackChannel: '', slackWebhookUrl: '', webhooks: [] };
      if (route === settingsRoutes.adminGetAccess) return { addresses: [], yourAddress: '203.0.113.7' };
      if (route === settingsRoutes.adminSaveAccess && !input.body.confirmLockout) throw new ApiError(409, 'conflict', 'Conflict', {}, { details: { yourAddress: '203.0.113.7' } });
      if (route === settingsRoutes.adminSaveAccess) return { addresses: ['10.0.0.1'], yourAddress: '203.0.113.7' };
      if (route === settingsRoutes.adminGetCheckoutSettings) return { guestShare: 30 };
      if (route === settingsRoutes.adminSaveCheckoutSettings) return input.body;
      return {};
    });
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('judges the GSTIN by the shared rule, in the language chosen, and saves nothing until it passes', async () => {
    await i18n.changeLanguage('es');
    render(<ShopProviders><SettingsPage /></ShopProviders>);
    const gstin = await screen.findByLabelText('GSTIN');
    fireEvent.change(gstin, { target: { value: '08AAHCH1234K1Z' } });
    expect(await screen.findByText(gstNumber('08AAHCH1234K1Z') as string)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(call.mock.calls.some(([route]) => route === settingsRoutes.adminSaveStoreDetails)).toBe(false);
  });

  it('shows the store’s language and sends it back with the details (the staff notices’ language)', async () => {
    render(<ShopProviders><SettingsPage /></ShopProviders>);
    await screen.findByLabelText('Store language');
    expect(screen.getByTitle('Français')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call.mock.calls.some(([route]) => route === settingsRoutes.adminSaveStoreDetails)).toBe(true));
    const [, input] = call.mock.calls.find(([route]) => route === settingsRoutes.adminSaveStoreDetails)!;
    expect(input.body).toEqual(store);
  });

  it('shows the Slack rule’s words under the channel', async () => {
    render(<ShopProviders><SettingsPage /></ShopProviders>);
    fireEvent.click(await screen.findByRole('tab', { name: 'Order notifications' }));
    fireEvent.change(await screen.findByLabelText('Slack channel'), { target: { value: 'Orders' } });
    expect(await screen.findByText(slackName('Orders') as string)).toBeInTheDocument();
  });

  it('asks to confirm a list that leaves out one’s own address, and sends the confirmation', async () => {
    render(<ShopProviders><SettingsPage /></ShopProviders>);
    fireEvent.click(await screen.findByRole('tab', { name: 'Admin access' }));
    fireEvent.change(await screen.findByLabelText('Allowed addresses'), { target: { value: '10.0.0.1' } });
    const confirm = await screen.findByRole('checkbox', { name: /203\.0\.113\.7 is not in the list/ });
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Settings saved.', 'success'));
    const save = call.mock.calls.find(([route]) => route === settingsRoutes.adminSaveAccess)!;
    expect(save[1]).toEqual({ body: { addresses: '10.0.0.1', confirmLockout: true } });
  });

  it('edits the share of a product’s stock unpaid guest orders may hold, in French too', async () => {
    await i18n.changeLanguage('fr');
    render(<ShopProviders><SettingsPage /></ShopProviders>);
    fireEvent.click(await screen.findByRole('tab', { name: 'Commande' }));
    const share = await screen.findByLabelText('Part du stock de chaque produit que les commandes d’invités non payées peuvent retenir');
    expect(share).toHaveValue('30');
    fireEvent.change(share, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(call.mock.calls.some(([route]) => route === settingsRoutes.adminSaveCheckoutSettings)).toBe(true));
    expect(call.mock.calls.find(([route]) => route === settingsRoutes.adminSaveCheckoutSettings)![1]).toEqual({ body: { guestShare: 50 } });
  });
});
