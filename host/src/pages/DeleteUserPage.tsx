import './DeleteUserPage.messages';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { ContentPage, type ContentSection, type PageLink } from './ContentPage';

const sections: ContentSection[] = [
  {
    id: 'erased',
    heading: 'delete.erased.title',
    blocks: [{ list: ['delete.erased.i1', 'delete.erased.i2', 'delete.erased.i3'] }],
  },
  { id: 'kept', heading: 'delete.kept.title', blocks: ['delete.kept.p1', 'delete.kept.p2'] },
];

const related: PageLink[] = [
  { to: '/accounts', label: 'delete.link.account' },
  { to: '/private-policy', label: 'nav.privacy' },
  { to: '/contact-us', label: 'nav.contact' },
];

/** Account deletion: what is erased and what the law makes us keep. The action arrives with identity. */
export default function DeleteUserPage() {
  useRequireIdentity();
  return <ContentPage title="delete.title" intro="delete.intro" notice="delete.notice" sections={sections} related={related} />;
}
