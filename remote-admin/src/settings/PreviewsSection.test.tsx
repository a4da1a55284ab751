import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { settingsRoutes } from 'shared-contracts/api/settings';
import { i18n } from 'shared-contracts/platform/i18n';
import { PREVIEWS_STORAGE_KEY } from 'shared-contracts/remotes/previews';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import PreviewsSection from './PreviewsSection';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const renderSection = () =>
  render(
    <ShopProviders>
      <PreviewsSection />
    </ShopProviders>,
  );

describe('Settings › Previews', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async (route, input) => {
      if (route === settingsRoutes.adminGetPreviews) return { overrides: '' };
      if (route === settingsRoutes.adminSavePreviews) return { overrides: input.body.overrides.trim() };
      return {};
    });
  });
  afterEach(async () => {
    cleanup();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('refuses an override without "::" in the spec’s words, in English and Spanish, keeping nothing', async () => {
    renderSection();
    expect(screen.getByTestId('previews-state')).toHaveTextContent('This browser shows the live versions.');
    fireEvent.change(screen.getByLabelText('Overrides, one per line'), { target: { value: 'shop:https://preview.example.com/shop/mf-manifest.json' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview in this browser' }));
    expect(await screen.findByText('Invalid Url Override. (<value>::<value>)')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa en este navegador' }));
    expect(await screen.findByText('Sustitución de URL no válida. (<valor>::<valor>)')).toBeInTheDocument();
    expect(window.localStorage.getItem(PREVIEWS_STORAGE_KEY)).toBeNull();
    expect(call.mock.calls.some(([route]) => route === settingsRoutes.adminSavePreviews)).toBe(false);
  });

  it('keeps in this browser what the API accepted, and shows the API’s words under the field when it refuses', async () => {
    renderSection();
    const field = screen.getByLabelText('Overrides, one per line');
    call.mockImplementationOnce(async () => ({ overrides: '' })); // GET: nothing saved
    call.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'Invalid', { overrides: ['Invalid Name.'] }));
    fireEvent.change(field, { target: { value: 'shop::https://preview.example.com/shop/mf-manifest.json' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview in this browser' }));
    expect(await screen.findByText('Invalid Name.')).toBeInTheDocument();
    expect(window.localStorage.getItem(PREVIEWS_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Preview in this browser' }));
    await waitFor(() => expect(window.localStorage.getItem(PREVIEWS_STORAGE_KEY)).toBe(JSON.stringify({ shop: 'https://preview.example.com/shop/mf-manifest.json' })));
    const [, input] = call.mock.calls.findLast(([route]) => route === settingsRoutes.adminSavePreviews)!;
    expect(input).toEqual({ body: { overrides: 'shop::https://preview.example.com/shop/mf-manifest.json' } });
  });

  it('offers the overrides this admin saved last when this browser previews nothing', async () => {
    call.mockImplementation(async (route) => (route === settingsRoutes.adminGetPreviews ? { overrides: 'checkout::http://127.0.0.1:9300/mf-manifest.json' } : {}));
    renderSection();
    await waitFor(() => expect(screen.getByLabelText('Overrides, one per line')).toHaveValue('checkout::http://127.0.0.1:9300/mf-manifest.json'));
    expect(screen.getByTestId('previews-state')).toHaveTextContent('This browser shows the live versions.');
  });

  it('shows the overrides this browser keeps', () => {
    window.localStorage.setItem(PREVIEWS_STORAGE_KEY, JSON.stringify({ shop: 'http://127.0.0.1:9000/mf-manifest.json' }));
    renderSection();
    expect(screen.getByTestId('previews-state')).toHaveTextContent('This browser previews: shop::http://127.0.0.1:9000/mf-manifest.json');
    expect(screen.getByRole('button', { name: 'Leave preview' })).toBeInTheDocument();
  });
});
