import { Component, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { KeptMail } from 'shared-contracts/api/mail';
import { ApiError } from 'shared-contracts/api/api-error';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import DevMailPage from './DevMailPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

class Caught extends Component<{ children: ReactNode }, { status?: number }> {
  override state: { status?: number } = {};
  static getDerivedStateFromError(error: unknown) {
    return { status: pageErrorStatus(error) ?? 500 };
  }
  override render() {
    return this.state.status ? <p data-testid="error-status">{this.state.status}</p> : this.props.children;
  }
}

const renderPage = () =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/___mail']}>
        <Caught>
          <DevMailPage />
        </Caught>
      </MemoryRouter>
    </ShopProviders>,
  );

const shipped: KeptMail = {
  id: 7,
  kind: 'order_shipped',
  orderId: 'o1',
  to: 'lucia@example.es',
  language: 'es',
  subject: 'El pedido HT-000042 está en camino',
  text: 'Hola, Lucía:\n\nSeguir tu paquete: https://www.delhivery.com/track/package/1234567890123\n',
  html: '<p>…</p>',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-11-21T06:30:00.000Z',
  sentAt: '2026-11-21T06:30:02.000Z',
};

describe('the development mail page (/___mail)', () => {
  afterEach(async () => {
    call.mockReset();
    await i18n.changeLanguage('en');
  });

  it('shows the kept e-mails, newest first, with their addresses as links', async () => {
    call.mockResolvedValue({ items: [shipped] });
    renderPage();
    const mail = await screen.findByRole('article', { name: 'El pedido HT-000042 está en camino' });
    expect(within(mail).getByText(/To lucia@example\.es/)).toHaveTextContent('To lucia@example.es · 21 Nov 2026, 12:00 pm · language es · kept');
    expect(within(mail).getByRole('link', { name: 'https://www.delhivery.com/track/package/1234567890123' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/1234567890123',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sent e-mails (development)' })).toBeInTheDocument();
  });

  it('does not exist where the API keeps no mail (an SMTP server is set up, or production): the 404 page', async () => {
    call.mockRejectedValue(new ApiError(404, 'not_found', 'Not found'));
    renderPage();
    expect(await screen.findByTestId('error-status')).toHaveTextContent('404');
  });
});
