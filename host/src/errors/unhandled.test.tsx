import { act, render, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { RouteErrorBoundary } from './RouteError';
import { clearFatal, currentFatal, handleUnhandled, installUnhandledErrors, isFatal } from './unhandled';

jest.mock('./report', () => ({ sendReport: jest.fn(async () => undefined) }));

const sameOriginEvent = (message: string) => ({ message, filename: `${window.location.origin}/host/main.js` });

describe('which errors that reach the window are faults', () => {
  it('an error thrown by the shop code is', () => {
    expect(isFatal(new TypeError("Cannot read properties of undefined (reading 'id')"), sameOriginEvent('TypeError'))).toBe(true);
    expect(isFatal(new ApiError(500, 'server_error', 'Something went wrong'))).toBe(true);
  });

  it('another origin, an extension, the ResizeObserver notice, an abort, a cancel, an API refusal are not', () => {
    expect(isFatal(null, { message: 'Script error.', filename: '' })).toBe(false);
    expect(isFatal(new Error('x'), { message: 'x', filename: 'chrome-extension://abcdef/content.js' })).toBe(false);
    expect(isFatal(undefined, sameOriginEvent('ResizeObserver loop completed with undelivered notifications.'))).toBe(false);
    expect(isFatal(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(isFatal(Object.assign(new Error('User canceled the upload/download.'), { code: 'storage/canceled' }))).toBe(false);
    expect(isFatal(new ApiError(409, 'out_of_stock', 'Some items are no longer in stock.'))).toBe(false);
    expect(isFatal(new ApiError(0, 'network', 'Network error.'))).toBe(false);
  });
});

describe('an unhandled error on a page', () => {
  let consoleError: jest.SpyInstance;
  let uninstall: () => void;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    uninstall = installUnhandledErrors();
  });
  afterEach(() => {
    uninstall();
    act(() => clearFatal());
    consoleError.mockRestore();
    document.body.innerHTML = '';
  });

  const page = () =>
    render(
      <ShopProviders>
        <MemoryRouter initialEntries={['/']}>
          <RouteErrorBoundary page>
            <h1>Home</h1>
          </RouteErrorBoundary>
        </MemoryRouter>
      </ShopProviders>,
    );

  it('thrown in a click handler: the page shows 500 Internal Server Error with the id', async () => {
    page();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom', filename: `${window.location.origin}/main.js` }));
    });
    const id = currentFatal()!.id;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('500 Internal Server Error');
    expect(screen.getByText(`Error id: ${id}`)).toBeInTheDocument();
    expect(jest.requireMock<{ sendReport: jest.Mock }>('./report').sendReport).toHaveBeenCalledWith(expect.objectContaining({ id, kind: 'error' }));
  });

  it('a refused field (an API 400) leaves the page as it is', async () => {
    page();
    expect(handleUnhandled(new ApiError(400, 'validation_failed', 'Some fields are not valid.'), 'rejection')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
  });

  it('the missing project id, before the app started: the page drawn without React, the message translated', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { i18n } = await import('shared-contracts/platform/i18n');
    await i18n.changeLanguage('es');
    const fatal = handleUnhandled(Object.assign(new Error('"projectId" not provided in firebase.initializeApp.'), { code: 'database/no-project-id' }), 'startup', undefined, {
      appGone: true,
    })!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const section = document.querySelector('#root .error-page')!;
    expect(section.getAttribute('data-error-id')).toBe(fatal.id);
    expect(section.querySelector('h1')!.textContent).toBe('Error interno del servidor');
    expect(section.querySelector('.error-page__description')!.textContent).toBe('No se ha indicado "projectId" en firebase.initializeApp.');
    await i18n.changeLanguage('en');
  });
});
