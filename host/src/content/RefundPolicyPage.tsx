import { addAppMessages } from 'shared-contracts/platform/i18n';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { DEFAULT_RETURN_SETTINGS } from 'shared-contracts/domain/returns';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { ContentPage, type Block, type ContentSection } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';
import { messages } from './RefundPolicyPage.messages';

addAppMessages('host', messages);

/**
 * The return terms come from the merchant's Settings › Returns (the public GET /api/returns/policy,
 * server-rendered with the page): the window, the reasons a customer picks from, the categories
 * never taken back. Until it answers, the defaults the API starts with.
 */
function sections(policy: { windowDays: number; reasons: readonly string[]; nonReturnableCategories: readonly unknown[] }): ContentSection[] {
  const open = policy.windowDays > 0;
  const returns: Block[] = open
    ? ['refund.returns.p1', { ordered: true, list: ['refund.returns.s1', 'refund.returns.s2', 'refund.returns.s3'] }, ...(policy.reasons.length ? ['refund.returns.reasons'] : [])]
    : ['refund.returns.closed'];
  const exceptions = [...(policy.nonReturnableCategories.length ? ['refund.exceptions.categories'] : []), 'refund.exceptions.i1', 'refund.exceptions.i2', 'refund.exceptions.i3'];
  return [
    { id: 'returns', heading: open ? 'refund.returns.title' : 'refund.returns.titleClosed', blocks: returns },
    { id: 'exceptions', heading: 'refund.exceptions.title', blocks: [{ list: exceptions }] },
    { id: 'damaged', heading: 'refund.damaged.title', blocks: ['refund.damaged.p1'] },
    { id: 'refunds', heading: 'refund.money.title', blocks: ['refund.money.p1', 'refund.money.p2'] },
    { id: 'cancel', heading: 'refund.cancel.title', blocks: ['refund.cancel.p1'] },
  ];
}

const related: PageLink[] = [
  NAV.shipping,
  NAV.contact,
  NAV.terms,
];

export default function RefundPolicyPage() {
  const { data } = useApiQuery(lightRoutes.returnPolicy);
  // each field on its own: a light route's answer is taken as it comes, unparsed
  const policy = {
    windowDays: data?.windowDays ?? DEFAULT_RETURN_SETTINGS.windowDays,
    reasons: data?.reasons ?? DEFAULT_RETURN_SETTINGS.reasons,
    nonReturnableCategories: data?.nonReturnableCategories ?? [],
  };
  const values = {
    days: policy.windowDays,
    reasons: policy.reasons.join(', '),
    categories: policy.nonReturnableCategories.map((category) => category.name).join(', '),
  };
  return (
    <ContentPage title="refund.title" intro="refund.intro" updated={POLICIES_UPDATED} sections={sections(policy)} related={related} values={values} />
  );
}
