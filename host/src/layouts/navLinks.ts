/**
 * The shop's pages as its navigation names them: each page's path (from PATHS) and the translation
 * key of its name. The header, the footer and the pages' related links all take them from here.
 */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { messages } from './Layout.messages';

addAppMessages('host', messages);

export interface PageLink {
  /** Unprefixed path, localized when rendered. */
  to: string;
  /** Translation key of the link text (host namespace). */
  label: string;
}

export const NAV = {
  shop: { to: PATHS.shop, label: 'nav.shop' },
  about: { to: PATHS.aboutUs, label: 'nav.about' },
  contact: { to: PATHS.contactUs, label: 'nav.contact' },
  shipping: { to: PATHS.shippingPolicy, label: 'nav.shipping' },
  refund: { to: PATHS.refundPolicy, label: 'nav.refund' },
  privacy: { to: PATHS.privacyPolicy, label: 'nav.privacy' },
  terms: { to: PATHS.termsOfService, label: 'nav.terms' },
  sample: { to: PATHS.sample, label: 'nav.sample' },
  signIn: { to: PATHS.login, label: 'nav.signIn' },
  account: { to: PATHS.accounts, label: 'nav.account' },
} as const satisfies Record<string, PageLink>;

/** The header's main navigation and the footer's shop information, in order. The UI kit (/sample) is
 *  for the shop's developers: reachable at its address, linked from nowhere public. */
export const MAIN_NAV: readonly PageLink[] = [NAV.shop, NAV.about, NAV.contact];
export const FOOTER_NAV: readonly PageLink[] = [NAV.about, NAV.contact, NAV.shipping, NAV.refund, NAV.privacy, NAV.terms];
