import './PrivacyPolicyPage.messages';
import { ContentPage, type ContentSection, type PageLink } from './ContentPage';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';

const sections: ContentSection[] = [
  {
    id: 'collect',
    heading: 'privacy.collect.title',
    blocks: [{ list: ['privacy.collect.i1', 'privacy.collect.i2', 'privacy.collect.i3', 'privacy.collect.i4'] }],
  },
  { id: 'use', heading: 'privacy.use.title', blocks: ['privacy.use.p1', 'privacy.use.p2'] },
  { id: 'cookies', heading: 'privacy.cookies.title', blocks: ['privacy.cookies.p1'] },
  { id: 'rights', heading: 'privacy.rights.title', blocks: ['privacy.rights.p1', 'privacy.rights.p2'] },
  { id: 'grievance', heading: 'privacy.grievance.title', blocks: ['privacy.grievance.p1'] },
];

const related: PageLink[] = [
  { to: '/delete-user', label: 'privacy.link.delete' },
  { to: '/contact-us', label: 'nav.contact' },
  { to: '/terms-of-service', label: 'nav.terms' },
];

export default function PrivacyPolicyPage() {
  return (
    <ContentPage title="privacy.title" intro="privacy.intro" updated={POLICIES_UPDATED} sections={sections} related={related} />
  );
}
