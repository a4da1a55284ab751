import { act, render, screen } from '@testing-library/react';
import { addAppMessages, i18n } from 'shared-contracts/platform/i18n';
import { catalogueMarkup, notify, notifyMarkup, sanitizeHtml } from 'shared-contracts/platform/toast';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';

/** What a customer can name themself. */
const PAYLOAD = '<a href="https://evil.example/login">x</a><img src=x onerror=alert(1)><style>body{display:none}</style>';

addAppMessages('toastTest', {
  en: { saved: '<b>Saved</b>: {{name}} is kept.', plain: 'Saved: {{name}}.' },
  es: { saved: '<b>Guardado</b>: {{name}} se conserva.', plain: 'Guardado: {{name}}.' },
  fr: { saved: '<b>Enregistré</b> : {{name}} est conservé.', plain: 'Enregistré : {{name}}.' },
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('toasts: text is text', () => {
  it('notify shows data as text, markup and entities included', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    render(<ShopProviders>page</ShopProviders>);
    act(() => notify(i18n.t('toastTest:plain', { name: PAYLOAD }), 'success'));
    const toast = await screen.findByText(`Saved: ${PAYLOAD}.`);
    expect(toast.children).toHaveLength(0);
    expect(document.querySelector('.Toastify a, .Toastify img, .Toastify style')).toBeNull();
    act(() => notify(i18n.t('toastTest:plain', { name: 'Tom & <Jerry>' }), 'info'));
    expect(await screen.findByText('Saved: Tom & <Jerry>.')).toBeInTheDocument(); // not '&amp;'
    expect(alert).not.toHaveBeenCalled();
  });

  it("notifyMarkup renders the catalogue's own markup and escapes the values put into it", async () => {
    render(<ShopProviders>page</ShopProviders>);
    act(() => notifyMarkup('toastTest:saved', { name: PAYLOAD }, 'success'));
    const bold = await screen.findByText('Saved', { selector: '.Toastify b' });
    expect(bold.parentElement!.textContent).toBe(`Saved: ${PAYLOAD} is kept.`);
    expect(document.querySelector('.Toastify a, .Toastify img, .Toastify style')).toBeNull();
    act(() => notifyMarkup('toastTest:saved', { name: 'Tom & Jerry' }, 'info'));
    expect((await screen.findAllByText('Saved', { selector: '.Toastify b' }))[1]!.parentElement!.textContent).toBe('Saved: Tom & Jerry is kept.');
  });

  it('catalogueMarkup escapes values in every language', async () => {
    expect(catalogueMarkup('toastTest:saved', { name: '<i>Asha</i> & "co"' })).toBe('<b>Saved</b>: &lt;i&gt;Asha&lt;/i&gt; &amp; "co" is kept.');
    await act(() => i18n.changeLanguage('fr'));
    expect(catalogueMarkup('toastTest:saved', { name: '<b>x</b>' })).toBe('<b>Enregistré</b> : &lt;b&gt;x&lt;/b&gt; est conservé.');
  });

  it('sanitizeHtml keeps emphasis and line breaks only, without attributes', () => {
    expect(sanitizeHtml('<b>a</b><strong>b</strong><i>c</i><em>d</em>e<br>')).toBe('<b>a</b><strong>b</strong><i>c</i><em>d</em>e<br>');
    expect(sanitizeHtml(PAYLOAD)).toBe('x');
    expect(sanitizeHtml('<b onclick="alert(1)" style="color:red">a</b>')).toBe('<b>a</b>');
    expect(sanitizeHtml('<form action="https://evil.example"><input type="password" name="p">Log in</form>')).toBe('Log in');
    expect(sanitizeHtml('<img src="https://evil.example/t.png"><script>alert(1)</script>ok')).toBe('ok');
  });
});
