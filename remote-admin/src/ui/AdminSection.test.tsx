import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { AdminSection } from './AdminSection';

const renderSection = (section: 'dashboard' | 'users') =>
  render(
    <ShopProviders>
      <AdminSection section={section} />
    </ShopProviders>,
  );

describe('an admin section before its data arrives', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('has one heading, says what it is for and why it is empty', () => {
    renderSection('dashboard');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByText(/The shop at a glance/)).toBeInTheDocument();
    expect(screen.getByText('Figures appear here when the shop API is connected.')).toBeInTheDocument();
  });

  it('speaks the active language', async () => {
    await i18n.changeLanguage('fr');
    renderSection('users');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Utilisateurs');
  });
});
