import type { ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import * as catalogue from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
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

  it('the demo form’s connection fields judge the rules no shop form needs, with their exact messages in en, es and fr', async () => {
    // field label (en) -> the rule judging it and a value it refuses
    const fields = [
      ['Connection name', 'specialCharValueCheck', 'Replica #2'],
      ['Database host (IP address or host name)', 'ipOrHost', '10.0.0'],
      ['TLS server name', 'hostname', 'db_1.haat.example'],
      ['Table', 'dbTable', '2orders'],
      ['User name', 'spaceNotAllowed', 'haat reader'],
      ['Outgoing proxy (ip:port)', 'ipAndPort', '10.0.0.1'],
      ['Replicas (ip:port, one per line or comma-separated)', 'ipPortArray', '10.0.0.5:5432, 10.0.0.6'],
      ['Status pages, one address per line', 'urlArray', 'https://status.haat.example\nnot a url'],
      ['Extra header (name:value)', 'colonSeparateValue', 'X-Team shop'],
    ] as const;
    renderPage(SampleForm);
    const inputs = fields.map(([label]) => screen.getByLabelText(label));
    fields.forEach(([, , bad], i) => fireEvent.change(inputs[i]!, { target: { value: bad } }));
    const shown = () => inputs.map((input) => input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent);
    const seen: string[] = [];
    for (const lng of ['en', 'es', 'fr'] as const) {
      await act(() => i18n.changeLanguage(lng));
      fireEvent.click(screen.getByText(i18n.t('host:sample.form.submit')));
      const expected = fields.map(([, rule, bad]) => withLanguage(lng, () => (catalogue[rule] as catalogue.Rule)(bad)));
      await waitFor(() => expect(shown()).toEqual(expected), { timeout: 5000 });
      seen.push(...expected.map(String));
    }
    await act(() => i18n.changeLanguage('en'));
    expect(seen.slice(0, fields.length)).toEqual([
      'Special characters not allowed.',
      'Invalid Ip Address.',
      'Invalid Name.',
      'Invalid Name.',
      'Space Not Allowed.',
      'Invalid Ip Address and Port.',
      'Invalid Port or Ip Address.',
      'Url is invalid',
      'Invalid Value. (value:value)',
    ]);
    console.log(`/sample connection fields: ${fields.length} rules × 3 languages, ${new Set(seen).size} distinct messages shown on their fields`);
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
