import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'shared-contracts/ui/router';
import Cookies from 'js-cookie';
import { i18n } from 'shared-contracts/platform/i18n';
import { subscribe } from 'shared-contracts/platform/events';
import { LocaleGuard } from './LocaleGuard';

let navigate: NavigateFunction;

function Where() {
  const { pathname } = useLocation();
  navigate = useNavigate();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<LocaleGuard />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('LocaleGuard', () => {
  beforeEach(() => {
    Cookies.remove('locale');
    document.documentElement.lang = 'en';
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('redirects to the cookie locale path and switches the language and <html lang>', async () => {
    Cookies.set('locale', 'es');
    const seen: string[] = [];
    const off = subscribe('i18n:locale-changed', ({ locale }) => seen.push(locale));
    renderAt('/shop?page=2');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/es/shop'));
    expect(i18n.language).toBe('es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(seen).toEqual(['es']);
    off();
  });

  it('remembers a locale taken from the route in the cookie', async () => {
    renderAt('/fr/cart');
    await waitFor(() => expect(Cookies.get('locale')).toBe('fr'));
    expect(screen.getByTestId('where')).toHaveTextContent('/fr/cart');
    expect(i18n.language).toBe('fr');
  });

  it('keeps English unprefixed paths where nothing asks for another language', async () => {
    renderAt('/about-us');
    expect(screen.getByTestId('where')).toHaveTextContent('/about-us');
    expect(i18n.language).toBe('en');
    expect(Cookies.get('locale')).toBeUndefined();
  });

  it('runs again on every navigation', async () => {
    renderAt('/es/shop');
    await waitFor(() => expect(i18n.language).toBe('es'));
    act(() => navigate('/cart'));
    // The cookie now says es, so the unprefixed path is sent to its Spanish twin.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/es/cart'));
  });
});
