import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { ContentPage, type ContentSection } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { messages } from './AboutUsPage.messages';

addAppMessages('host', messages);

const sections: ContentSection[] = [
  { id: 'story', heading: 'about.story.title', blocks: ['about.story.p1', 'about.story.p2'] },
  {
    id: 'makers',
    heading: 'about.makers.title',
    blocks: [{ list: ['about.makers.i1', 'about.makers.i2', 'about.makers.i3', 'about.makers.i4'] }],
  },
  { id: 'buying', heading: 'about.buying.title', blocks: ['about.buying.p1'] },
  { id: 'team', heading: 'about.team.title', blocks: ['about.team.p1'] },
];

const related: PageLink[] = [
  { to: PATHS.shop, label: 'about.link.shop' },
  NAV.contact,
  NAV.shipping,
  NAV.refund,
];

export default function AboutUsPage() {
  return <ContentPage title="about.title" intro="about.intro" sections={sections} related={related} />;
}
