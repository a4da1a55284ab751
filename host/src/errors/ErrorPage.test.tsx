import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { ErrorPage } from './ErrorPage';

const renderAt = (ui: React.ReactElement) => render(
    <ShopProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </ShopProviders>,
  );

describe('the error page', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows 404, Page Not Found and the missing path, with the spec messages', () => {
    renderAt(<ErrorPage status={404} path="/no-such-page" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('Page not found: /no-such-page')).toBeInTheDocument();
  });

  it('defaults to 500 Internal Server Error', () => {
    renderAt(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('500 Internal Server Error');
    expect(screen.getByText(i18n.t('host:error.serverDescription'))).toBeInTheDocument();
  });

  it('shows any other status as a server error with that status code', () => {
    const { container } = renderAt(<ErrorPage status={503} />);
    expect(container.querySelector('[data-status="503"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('503 Internal Server Error');
  });

  it('speaks the active language', async () => {
    await i18n.changeLanguage('es');
    renderAt(<ErrorPage status={404} path="/es/nada" />);
    expect(screen.getByText('Página no encontrada: /es/nada')).toBeInTheDocument();
  });
});
