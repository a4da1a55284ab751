/**
 * A page's head in the browser (shared-contracts/ui/PageHead): React puts the page's title, meta and
 * link tags in document.head, the JSON-LD blocks follow the page shown, and the addresses are on the
 * public origin the server wrote into the page (so the hydrating render names the server's).
 */
import { cleanup, render } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { RUNTIME_CONFIG_ELEMENT_ID } from 'shared-contracts/platform/config';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { PageHead, type PageHeadProps } from './PageHead';

const Head = (props: PageHeadProps) => (
  <ShopProviders>
    <PageHead {...props} />
  </ShopProviders>
);

const ORIGIN = 'https://haat.example';

beforeAll(() => {
  // what host/server/page.ts writes into every page
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = RUNTIME_CONFIG_ELEMENT_ID;
  config.textContent = JSON.stringify({ apiBaseUrl: '/api', publicUrl: ORIGIN });
  document.head.append(config);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const heads = () => [...document.head.querySelectorAll('title, meta, link')].map((element) => element.outerHTML);
const jsonLd = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((element) => JSON.parse(element.textContent ?? '') as object);

it('puts a page for search’s tags in the head, on the public origin, in the page’s locale, and takes them away with the page', async () => {
  await i18n.changeLanguage('fr');
  const page = render(<Head title="La boutique" description="Tout le catalogue." path="/shop" jsonLd={[{ '@type': 'Organization', name: 'Haat' }]} />);
  expect(document.title).toBe('La boutique · Haat');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/fr/shop`);
  expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)).toEqual([
    `en ${ORIGIN}/shop`,
    `es ${ORIGIN}/es/shop`,
    `fr ${ORIGIN}/fr/shop`,
    `x-default ${ORIGIN}/shop`,
  ]);
  expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_FR');
  expect(jsonLd()).toEqual([{ '@type': 'Organization', name: 'Haat' }]);
  // another page's blocks replace them
  page.rerender(<Head title="Lampe" path="/shop/lampe" jsonLd={[{ '@type': 'Product', name: 'Lampe' }]} />);
  expect(jsonLd()).toEqual([{ '@type': 'Product', name: 'Lampe' }]);
  page.unmount();
  expect(jsonLd()).toEqual([]);
  expect(heads().filter((tag) => /canonical|og:|<title/.test(tag))).toEqual([]);
});

it('keeps a page not for search out of the index: no canonical address, no data blocks', () => {
  render(<Head title="Your cart" path="/cart" jsonLd={[{ '@type': 'Thing' }]} />);
  expect(document.title).toBe('Your cart · Haat');
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(jsonLd()).toEqual([]);
});
