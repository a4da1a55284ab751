/**
 * The head of a page the server does not render: the personal pages (cart, payment, account,
 * sign-in, admin: the route table leaves them to the browser), a path no route has (404), and a
 * page whose render failed or is turned off (SERVER_RENDERING=off). A server-rendered page gives
 * its own head (shared-contracts/ui/PageHead, collected by host/src/server/render.tsx); this one
 * gives the page read without JavaScript its title, in its locale, and keeps it out of the index
 * when it is not for search:
 *
 * - a remote's page: the title its page manifest gives (pages.json's `titles`, written by its build);
 * - the host's own pages: their catalogues' titles (HOST_TITLES);
 * - a path no route has: the error page's title, `noindex`.
 *
 * Rendered by React (its escaping), as the pages' own heads are.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Messages } from 'shared-contracts/i18n/completeness';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import { notForSearch } from 'shared-contracts/routes/search';
import { SHOP_STORE } from 'shared-contracts/domain/store';
import { pageTitle } from 'shared-contracts/ui/pageTitle';
import { errorMessages } from 'shared-contracts/errors/messages';
import type { RouteEntry } from '../src/routes/table';
import { messages as accountsMessages } from '../src/account/AccountsPage.messages';
import { messages as loginMessages } from '../src/sign-in/LoginPage.messages';
import { messages as sampleMessages } from '../src/sample/SamplePage.messages';

/** The host's own pages the browser renders, by route id: where their titles are. */
const HOST_TITLES: Partial<Record<string, { messages: Messages; key: string }>> = {
  accounts: { messages: accountsMessages, key: 'accounts.title' },
  login: { messages: loginMessages, key: 'login.title' },
  sample: { messages: sampleMessages, key: 'sample.title' },
};

/** The route's title in `locale`, before the shop's name; undefined when it has none of its own. */
function routeTitle(route: RouteEntry, locale: Locale): string | undefined {
  if (route.titles) return route.titles[locale] ?? route.titles[DEFAULT_LOCALE];
  const host = HOST_TITLES[route.id];
  return host && (host.messages[locale][host.key] ?? host.messages[DEFAULT_LOCALE][host.key]);
}

/**
 * The head tags of the document of a page the server does not render, `route` undefined for a path
 * no route has; `tradingName` is the store's (Settings > Store details).
 */
export function documentHead(route: RouteEntry | undefined, locale: Locale, tradingName: string = SHOP_STORE.tradingName): string {
  const title = route ? routeTitle(route, locale) : errorMessages[locale]['page.notFoundTitle'];
  const noindex = !route || notForSearch(route.path);
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement('title', null, pageTitle(title, tradingName)),
      noindex ? createElement('meta', { name: 'robots', content: 'noindex' }) : null,
    ),
  );
}
