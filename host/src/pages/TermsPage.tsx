import './TermsPage.messages';
import { ContentPage, type ContentSection, type PageLink } from './ContentPage';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';

const sections: ContentSection[] = [
  { id: 'orders', heading: 'terms.orders.title', blocks: ['terms.orders.p1', 'terms.orders.p2'] },
  { id: 'products', heading: 'terms.products.title', blocks: ['terms.products.p1'] },
  { id: 'account', heading: 'terms.account.title', blocks: ['terms.account.p1'] },
  { id: 'use', heading: 'terms.use.title', blocks: [{ list: ['terms.use.i1', 'terms.use.i2', 'terms.use.i3'] }] },
  { id: 'liability', heading: 'terms.liability.title', blocks: ['terms.liability.p1'] },
  { id: 'law', heading: 'terms.law.title', blocks: ['terms.law.p1'] },
];

const related: PageLink[] = [
  { to: '/shipping-policy', label: 'nav.shipping' },
  { to: '/refund-policy', label: 'nav.refund' },
  { to: '/private-policy', label: 'nav.privacy' },
  { to: '/contact-us', label: 'nav.contact' },
];

export default function TermsPage() {
  return <ContentPage title="terms.title" intro="terms.intro" updated={POLICIES_UPDATED} sections={sections} related={related} />;
}
