import { addAppMessages } from 'shared-contracts/platform/i18n';
import { useTranslation } from 'react-i18next';
import { PageHead } from 'shared-contracts/ui/PageHead';
import { PATHS } from 'shared-contracts/routes/paths';
import Typography from 'antd/es/typography';
import { RelatedLinks } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { ContactForm } from './ContactForm';
import { SHOP } from 'shared-contracts/domain/shop';
import { addressLines, phoneText, storeValues, useStore } from 'shared-contracts/ui/useStore';
import { messages } from './ContactUsPage.messages';

addAppMessages('host', messages);

const related: PageLink[] = [
  NAV.shipping,
  NAV.refund,
  NAV.privacy,
];

const termStyle = { fontWeight: 600 } as const;
const detailStyle = { margin: 0 } as const;

/** The shop's contact details (email, phone, hours in IST, postal address, grievance officer) and a form to write to us. */
export default function ContactUsPage() {
  const { t } = useTranslation('host');
  // Settings > Store details; the grievance officer is not one of them (SHOP's)
  const store = useStore();
  const values = storeValues(store);
  return (
    <article className="content-page" style={{ maxWidth: '48rem' }}>
      <PageHead title={t('contact.title')} description={t('contact.intro', values)} path={PATHS.contactUs} />
      <Typography.Title level={1}>{t('contact.title')}</Typography.Title>
      <Typography.Paragraph>{t('contact.intro')}</Typography.Paragraph>

      <section aria-labelledby="reach-title">
        <Typography.Title level={2} id="reach-title">
          {t('contact.reach.title')}
        </Typography.Title>
        <Typography.Paragraph>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '.5rem 1.5rem', margin: 0 }}>
            <dt style={termStyle}>{t('contact.email')}</dt>
            <dd style={detailStyle}>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </dd>
            <dt style={termStyle}>{t('contact.phone')}</dt>
            <dd style={detailStyle}>
              <a href={`tel:${store.phone}`}>{phoneText(store.phone)}</a>
            </dd>
            <dt style={termStyle}>{t('contact.hours')}</dt>
            <dd style={detailStyle}>{t('contact.hoursValue')}</dd>
          </dl>
        </Typography.Paragraph>
        <Typography.Paragraph>{t('contact.reply')}</Typography.Paragraph>
      </section>

      <ContactForm />

      <section aria-labelledby="address-title">
        <Typography.Title level={2} id="address-title">
          {t('contact.address.title')}
        </Typography.Title>
        <Typography.Paragraph>
          <address style={{ fontStyle: 'normal', margin: 0 }}>
            {store.legalName}
            {addressLines(store).map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            {t('contact.address.country')}
          </address>
        </Typography.Paragraph>
        <Typography.Paragraph>{t('contact.gstin', values)}</Typography.Paragraph>
      </section>

      <section aria-labelledby="grievance-title">
        <Typography.Title level={2} id="grievance-title">
          {t('contact.grievance.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('contact.grievance.p1', values)}</Typography.Paragraph>
        <Typography.Paragraph>
          <a href={`mailto:${SHOP.grievanceEmail}`}>{t('contact.grievance.write', values)}</a>
        </Typography.Paragraph>
      </section>

      <RelatedLinks links={related} />
    </article>
  );
}
