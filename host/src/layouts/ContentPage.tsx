import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-contracts/ui/router';
import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { LOCALE_TAGS, splitLocalePath } from 'shared-contracts/i18n/locales';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PageHead } from 'shared-contracts/ui/PageHead';
import { storeValues, useStore } from 'shared-contracts/ui/useStore';
import { messages } from './ContentPage.messages';
import type { PageLink } from './navLinks';

addAppMessages('host', messages);

/** A paragraph (its translation key) or a list of items (their keys). */
export type Block = string | { list: readonly string[]; ordered?: boolean };

export interface ContentSection {
  /** Anchor of the section (`#returns`), also used to label it. */
  id: string;
  /** Translation key of the section's h2. */
  heading: string;
  blocks: readonly Block[];
}

export interface ContentPageProps {
  /** Translation key of the page's one h1. */
  title: string;
  intro?: string;
  /** Shown as an information box under the intro (translation key). */
  notice?: string;
  /** ISO date the text last changed, shown under the title. */
  updated?: string;
  sections?: readonly ContentSection[];
  /** Links to related pages, at the end. */
  related?: readonly PageLink[];
  /** Interpolated into every text, besides the shop's details ({{email}}, {{gstin}}...). */
  values?: Record<string, string | number>;
  /** Extra content after the sections. */
  children?: ReactNode;
}

/**
 * The frame of the host's text pages (policies, about, identity pages): one h1, an optional intro
 * and notice, sections with an h2 each, related links. Every text is a key of the `host` namespace.
 */
export function ContentPage({ title, intro, notice, updated, sections = [], related, values, children }: ContentPageProps) {
  const { t } = useTranslation('host');
  const { locale } = useLocale();
  const all = { ...storeValues(useStore()), ...values };
  const text = (key: string) => t(key, all);
  // its canonical address: where it is shown, in English (pages not for search say noindex)
  const { path } = splitLocalePath(useLocation().pathname);
  return (
    <article className="content-page" style={{ maxWidth: '48rem' }}>
      <PageHead title={text(title)} description={intro && text(intro)} path={path} />
      <Typography.Title level={1}>{text(title)}</Typography.Title>
      {updated && (
        <Typography.Paragraph type="secondary">
          {t('page.updated')}{' '}
          <time dateTime={updated}>
            {new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(updated))}
          </time>
        </Typography.Paragraph>
      )}
      {intro && <Typography.Paragraph className="content-page__intro">{text(intro)}</Typography.Paragraph>}
      {notice && <Alert type="info" showIcon title={text(notice)} style={{ marginBottom: '1.5rem' }} />}
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <Typography.Title level={2} id={`${section.id}-title`}>
            {text(section.heading)}
          </Typography.Title>
          {section.blocks.map((block, index) => (
            <ContentBlock key={index} block={block} text={text} />
          ))}
        </section>
      ))}
      {children}
      {related && related.length > 0 && <RelatedLinks links={related} />}
    </article>
  );
}

function ContentBlock({ block, text }: { block: Block; text: (key: string) => string }) {
  if (typeof block === 'string') return <Typography.Paragraph>{text(block)}</Typography.Paragraph>;
  const items = block.list.map((key) => <li key={key}>{text(key)}</li>);
  return <Typography.Paragraph>{block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>}</Typography.Paragraph>;
}

/** "See also": links to related pages, in the active language. */
export function RelatedLinks({ links }: { links: readonly PageLink[] }) {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  return (
    <nav aria-labelledby="related-title" className="content-page__related">
      <Typography.Title level={2} id="related-title">
        {t('page.related')}
      </Typography.Title>
      <Typography.Paragraph>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={to(link.to)}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </Typography.Paragraph>
    </nav>
  );
}
