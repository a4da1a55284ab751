import './LoginPage.messages';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts/validation/rules';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { ContentPage, type ContentSection, type PageLink } from './ContentPage';

const sections: ContentSection[] = [
  { id: 'new', heading: 'login.new.title', blocks: ['login.new.p1'] },
  { id: 'staff', heading: 'login.staff.title', blocks: ['login.staff.p1'] },
];

const related: PageLink[] = [
  { to: '/shop', label: 'identity.toShop' },
  { to: '/admin/login', label: 'identity.toAdminLogin' },
  { to: '/private-policy', label: 'nav.privacy' },
  { to: '/terms-of-service', label: 'nav.terms' },
];

/** Customer sign-in. The form arrives with identity (Firebase Auth); no form pretends to work before. */
export default function LoginPage() {
  useRequireIdentity();
  return (
    <ContentPage
      title="login.title"
      intro="login.intro"
      notice="identity.notOpen"
      sections={sections}
      related={related}
      values={{ min: PASSWORD_MIN_LENGTH }}
    />
  );
}
