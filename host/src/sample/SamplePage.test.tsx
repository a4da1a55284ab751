import type { ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { SampleForm } from './SampleForm';
import SamplePage, { UNSAFE_TOAST_PAYLOAD } from './SamplePage';

const renderPage = (Page: ComponentType) =>
  render(
    <ShopProviders>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </ShopProviders>,
  );

// antd's form renders slowly in jsdom: the UI kit's tests get more time, and query by text, not role.
describe('the UI kit', () => {
  jest.setTimeout(30_000);

  it('judges the form with the shared rules and their exact messages', async () => {
    renderPage(SampleForm);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('GSTIN (optional)'), { target: { value: '08AAHCH1234K1Z' } });
    fireEvent.click(screen.getByText('Check the form'));
    expect(await screen.findByText('Min 3 characters required.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('GST number must be exactly 15 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3); // email, password, state
    expect(screen.getByText('File is required')).toBeInTheDocument();
  });

  it('shows every rule live with its exact message, in the page’s language', async () => {
    renderPage(SamplePage);
    expect(await screen.findByTestId('rule-environmentManagement-verdict', {}, { timeout: 5000 })).toHaveTextContent('Invalid Url Override. (<value>::<value>)');
    fireEvent.change(screen.getByLabelText('environmentManagement'), { target: { value: 'shop::https://preview.example.com/mf-manifest.json' } });
    expect(screen.getByTestId('rule-environmentManagement-verdict')).toHaveTextContent('✓ Accepted');
    expect(screen.getByTestId('rule-slackName-verdict')).toHaveTextContent('Invalid Channel Name.');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('rule-slackName-verdict')).toHaveTextContent('Nombre de canal no válido.');
    await act(() => i18n.changeLanguage('en'));
  });

  it("shows the catalogue's markup in toasts, and data put into a message as text", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(SamplePage);
    fireEvent.click(screen.getByText('Toast with HTML'));
    expect(await screen.findByText('Saved', { selector: 'b' }, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Toast with unsafe HTML'));
    const toast = (await screen.findByText('Data stays text', { selector: 'b' }, { timeout: 5000 })).parentElement!;
    expect(toast.textContent).toBe(`Data stays text, no alert opens: ${UNSAFE_TOAST_PAYLOAD}`);
    expect(document.querySelector('.Toastify img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText(UNSAFE_TOAST_PAYLOAD, { selector: 'code' })).toBeInTheDocument(); // shown as text on the page
    expect(alert).not.toHaveBeenCalled();
  });
});
