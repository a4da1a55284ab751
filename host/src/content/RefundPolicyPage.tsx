import { addAppMessages } from 'shared-contracts/platform/i18n';
import { ContentPage, type ContentSection } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';
import { messages } from './RefundPolicyPage.messages';

addAppMessages('host', messages);

const sections: ContentSection[] = [
  {
    id: 'returns',
    heading: 'refund.returns.title',
    blocks: ['refund.returns.p1', { ordered: true, list: ['refund.returns.s1', 'refund.returns.s2', 'refund.returns.s3'] }],
  },
  {
    id: 'exceptions',
    heading: 'refund.exceptions.title',
    blocks: [{ list: ['refund.exceptions.i1', 'refund.exceptions.i2', 'refund.exceptions.i3'] }],
  },
  { id: 'damaged', heading: 'refund.damaged.title', blocks: ['refund.damaged.p1'] },
  { id: 'refunds', heading: 'refund.money.title', blocks: ['refund.money.p1', 'refund.money.p2'] },
  { id: 'cancel', heading: 'refund.cancel.title', blocks: ['refund.cancel.p1'] },
];

const related: PageLink[] = [
  NAV.shipping,
  NAV.contact,
  NAV.terms,
];

export default function RefundPolicyPage() {
  return (
    <ContentPage title="refund.title" intro="refund.intro" updated={POLICIES_UPDATED} sections={sections} related={related} />
  );
}
