import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import Typography from 'antd/es/typography';
import { FREE_SHIPPING_THRESHOLD } from 'shared-contracts/domain/cart';
import { formatMoney } from 'shared-contracts/domain/money';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LinkButton } from 'shared-contracts/ui/LinkButton';

const PROMISES = ['handmade', 'gst', 'shipping'] as const;

/** The home page (/ and /homepage): the shop's promise and the way into the catalogue. */
export default function HomePage() {
  const { t } = useTranslation('shop');
  const { locale, to } = useLocale();
  // From the cart rules, so the promise always states what checkout charges.
  const threshold = formatMoney(FREE_SHIPPING_THRESHOLD, locale);
  return (
    <article style={{ maxWidth: '64rem' }}>
      <section
        aria-labelledby="home-title"
        style={{ padding: '2.5rem 2rem', marginBottom: '2rem', borderRadius: 12, background: '#f1f3ec' }}
      >
        <Typography.Title level={1} id="home-title">
          {t('home.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: '1.15rem', maxWidth: '44rem' }}>{t('home.lead')}</Typography.Paragraph>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.25rem' }}>
          <LinkButton to={to('/shop')} type="primary" size="large">
            {t('home.cta')}
          </LinkButton>
          <Link to={to('/about-us')}>{t('home.about')}</Link>
        </div>
      </section>
      <section aria-labelledby="home-promises">
        <Typography.Title level={2} id="home-promises">
          {t('home.promises')}
        </Typography.Title>
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: '1.5rem',
            gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
          }}
        >
          {PROMISES.map((promise) => (
            <li key={promise}>
              <Typography.Title level={3}>{t(`home.promise.${promise}.title`)}</Typography.Title>
              <Typography.Paragraph>{t(`home.promise.${promise}.text`, { threshold })}</Typography.Paragraph>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
