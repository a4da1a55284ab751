import { act, render, screen } from '@testing-library/react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { i18n } from 'shared-contracts/platform/i18n';
import { notify } from 'shared-contracts/platform/toast';
import { ShopProviders } from './ShopProviders';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ShopProviders', () => {
  it("gives antd components antd's texts in the shop's language, following a switch", async () => {
    render(
      <ShopProviders>
        <Empty />
      </ShopProviders>,
    );
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('No hay datos', { selector: '.ant-empty-description' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Aucune donnée', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('mounts the toast container on the first toast and shows that toast', async () => {
    render(<ShopProviders>page</ShopProviders>);
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => notify('Saved', 'success'));
    expect(await screen.findByText('Saved', { selector: '.Toastify span' })).toBeInTheDocument();
  });

  it("gives a loading button a spinner that keeps the button's name and leaves with the loading", () => {
    const { rerender } = render(
      <ShopProviders>
        <Button loading>Sign in</Button>
      </ShopProviders>,
    );
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    rerender(
      <ShopProviders>
        <Button loading={false}>Sign in</Button>
      </ShopProviders>,
    );
    expect(screen.queryByTestId('button-spinner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("runs antd without run-time styles: a component injects none of its rules, only the theme's CSS variables", () => {
    render(
      <ShopProviders>
        <Button type="primary">Buy</Button>
      </ShopProviders>,
    );
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveClass('ant-btn');
    const injected = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    // The theme's variables are there (the extracted stylesheets paint with them)...
    expect(injected).toContain('--ant-color-primary:#5b7f1f');
    // ...and every rule that names the button sets variables only: its look is in the extracted CSS.
    const buttonRules = [...injected.matchAll(/([^{}]*\.ant-btn[^{}]*)\{([^}]*)\}/g)];
    expect(buttonRules.length).toBeGreaterThan(0);
    for (const [, , body = ''] of buttonRules) for (const declaration of body.split(';').filter(Boolean)) expect(declaration).toMatch(/^--/);
  });
});
