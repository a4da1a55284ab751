import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { pageNotFound } from 'shared-contracts/errors/page';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { RouteErrorBoundary } from './RouteError';

function MissingProduct(): never {
  throw pageNotFound();
}

function Broken(): never {
  throw new Error('boom');
}

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/about-us">About</Link>
        </nav>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/shop/:slug" element={<MissingProduct />} />
            <Route path="/broken" element={<Broken />} />
            <Route path="/about-us" element={<h1>About us</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </ShopProviders>,
  );

describe('errors thrown by a page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it("a page's not-found error shows the 404 page with the path", async () => {
    renderAt('/shop/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('Page not found: /shop/no-such-thing')).toBeInTheDocument();
  });

  it('any other error shows 500 Internal Server Error and is logged', async () => {
    renderAt('/broken');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('500 Internal Server Error');
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('[shop] unhandled error'))).toBe(true);
  });

  it('going to another page leaves the error behind', async () => {
    renderAt('/broken');
    await screen.findByText(/Internal Server Error/);
    fireEvent.click(screen.getByText('About'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('About us');
  });
});
