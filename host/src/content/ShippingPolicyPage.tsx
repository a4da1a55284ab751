import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { ContentPage, type ContentSection } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';
import { messages } from './ShippingPolicyPage.messages';

addAppMessages('host', messages);

const sections: ContentSection[] = [
  { id: 'dispatch', heading: 'shipping.dispatch.title', blocks: ['shipping.dispatch.p1'] },
  {
    id: 'times',
    heading: 'shipping.times.title',
    blocks: [{ list: ['shipping.times.i1', 'shipping.times.i2', 'shipping.times.i3'] }, 'shipping.times.p1'],
  },
  { id: 'charges', heading: 'shipping.charges.title', blocks: ['shipping.charges.p1'] },
  { id: 'tracking', heading: 'shipping.tracking.title', blocks: ['shipping.tracking.p1'] },
  { id: 'problems', heading: 'shipping.problems.title', blocks: ['shipping.problems.p1'] },
];

const related: PageLink[] = [
  NAV.refund,
  { to: PATHS.orders, label: 'shipping.link.orders' },
  NAV.contact,
];

export default function ShippingPolicyPage() {
  // No amounts here: the merchant's shipping table (Settings › Shipping) decides them per zone and weight.
  return (
    <ContentPage
      title="shipping.title"
      intro="shipping.intro"
      updated={POLICIES_UPDATED}
      sections={sections}
      related={related}
    />
  );
}
