import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { PREVIEWS_STORAGE_KEY } from 'shared-contracts/remotes/previews';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import PreviewsSection from './PreviewsSection';

jest.setTimeout(30_000);

const renderSection = () =>
  render(
    <ShopProviders>
      <PreviewsSection />
    </ShopProviders>,
  );

describe('Settings › Previews', () => {
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
  });

  it('shows the overrides this browser keeps', () => {
    window.localStorage.setItem(PREVIEWS_STORAGE_KEY, JSON.stringify({ shop: 'http://127.0.0.1:9000/mf-manifest.json' }));
    renderSection();
    expect(screen.getByTestId('previews-state')).toHaveTextContent('This browser previews: shop::http://127.0.0.1:9000/mf-manifest.json');
    expect(screen.getByRole('button', { name: 'Leave preview' })).toBeInTheDocument();
  });
});
