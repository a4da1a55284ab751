import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { ContentPage, type ContentSection } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';
import { PRIVACY_NOTICE_VERSION, RETENTION } from 'shared-contracts/domain/privacy';
import { messages } from './PrivacyPolicyPage.messages';

addAppMessages('host', messages);

const sections: ContentSection[] = [
  {
    id: 'collect',
    heading: 'privacy.collect.title',
    blocks: [{ list: ['privacy.collect.i1', 'privacy.collect.i2', 'privacy.collect.i3', 'privacy.collect.i4'] }],
  },
  { id: 'use', heading: 'privacy.use.title', blocks: ['privacy.use.p1', 'privacy.use.p2'] },
  { id: 'cookies', heading: 'privacy.cookies.title', blocks: ['privacy.cookies.p1'] },
  { id: 'consent', heading: 'privacy.consent.title', blocks: ['privacy.consent.p1'] },
  { id: 'rights', heading: 'privacy.rights.title', blocks: ['privacy.rights.p1', 'privacy.rights.p3', 'privacy.rights.p2'] },
  {
    id: 'retention',
    heading: 'privacy.retention.title',
    blocks: [{ list: ['privacy.retention.i1', 'privacy.retention.i2', 'privacy.retention.i3', 'privacy.retention.i4', 'privacy.retention.i5'] }, 'privacy.retention.p1'],
  },
  { id: 'grievance', heading: 'privacy.grievance.title', blocks: ['privacy.grievance.p1'] },
];

/** The periods the retention job enforces (api/src/privacy/retention.ts) and the notice's version, from their one source. */
const values = {
  ...RETENTION,
  taxMonths: RETENTION.taxRecordMonths,
  taxYears: RETENTION.taxRecordMonths / 12,
  noticeVersion: PRIVACY_NOTICE_VERSION,
};

const related: PageLink[] = [
  { to: PATHS.deleteUser, label: 'privacy.link.delete' },
  NAV.contact,
  NAV.terms,
];

export default function PrivacyPolicyPage() {
  return (
    <ContentPage title="privacy.title" intro="privacy.intro" updated={POLICIES_UPDATED} sections={sections} related={related} values={values} />
  );
}
