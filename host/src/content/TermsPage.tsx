import { addAppMessages } from 'shared-contracts/platform/i18n';
import { ContentPage, type ContentSection } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';
import { messages } from './TermsPage.messages';

addAppMessages('host', messages);

const sections: ContentSection[] = [
  { id: 'orders', heading: 'terms.orders.title', blocks: ['terms.orders.p1', 'terms.orders.p2'] },
  { id: 'products', heading: 'terms.products.title', blocks: ['terms.products.p1'] },
  { id: 'account', heading: 'terms.account.title', blocks: ['terms.account.p1'] },
  { id: 'use', heading: 'terms.use.title', blocks: [{ list: ['terms.use.i1', 'terms.use.i2', 'terms.use.i3'] }] },
  { id: 'liability', heading: 'terms.liability.title', blocks: ['terms.liability.p1'] },
  { id: 'law', heading: 'terms.law.title', blocks: ['terms.law.p1'] },
];

const related: PageLink[] = [
  NAV.shipping,
  NAV.refund,
  NAV.privacy,
  NAV.contact,
];

export default function TermsPage() {
  return <ContentPage title="terms.title" intro="terms.intro" updated={POLICIES_UPDATED} sections={sections} related={related} />;
}
