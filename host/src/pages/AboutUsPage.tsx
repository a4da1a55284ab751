import './AboutUsPage.messages';
import { ContentPage, type ContentSection, type PageLink } from './ContentPage';

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
  { to: '/shop', label: 'about.link.shop' },
  { to: '/contact-us', label: 'nav.contact' },
  { to: '/shipping-policy', label: 'nav.shipping' },
  { to: '/refund-policy', label: 'nav.refund' },
];

export default function AboutUsPage() {
  return <ContentPage title="about.title" intro="about.intro" sections={sections} related={related} />;
}
