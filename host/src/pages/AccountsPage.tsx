import './AccountsPage.messages';
import { MAX_SAVED_ADDRESSES } from 'shared-contracts/api/account';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { ContentPage, type ContentSection, type PageLink } from './ContentPage';

const sections: ContentSection[] = [
  {
    id: 'here',
    heading: 'accounts.here.title',
    blocks: [{ list: ['accounts.here.i1', 'accounts.here.i2', 'accounts.here.i3', 'accounts.here.i4'] }],
  },
  { id: 'data', heading: 'accounts.data.title', blocks: ['accounts.data.p1'] },
];

const related: PageLink[] = [
  { to: '/login', label: 'accounts.link.login' },
  { to: '/accounts/orders', label: 'accounts.link.orders' },
  { to: '/delete-user', label: 'accounts.link.delete' },
  { to: '/private-policy', label: 'nav.privacy' },
];

/** The account area's entry. Profile and addresses arrive with sign-in (identity). */
export default function AccountsPage() {
  useRequireIdentity();
  return (
    <ContentPage
      title="accounts.title"
      intro="accounts.intro"
      notice="identity.notOpen"
      sections={sections}
      related={related}
      values={{ max: MAX_SAVED_ADDRESSES }}
    />
  );
}
