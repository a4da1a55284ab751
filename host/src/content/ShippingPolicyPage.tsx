import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from 'shared-contracts/domain/cart';
import { formatMoney } from 'shared-contracts/domain/money';
import { useLocale } from 'shared-contracts/ui/useLocale';
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
  const { locale } = useLocale();
  // The amounts come from the cart rules, so the policy always states what checkout charges.
  const values = { threshold: formatMoney(FREE_SHIPPING_THRESHOLD, locale), fee: formatMoney(SHIPPING_FEE, locale) };
  return (
    <ContentPage
      title="shipping.title"
      intro="shipping.intro"
      updated={POLICIES_UPDATED}
      sections={sections}
      related={related}
      values={values}
    />
  );
}
