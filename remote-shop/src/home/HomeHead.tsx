import { useTranslation } from 'react-i18next';
import { localizePath } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import { PageHead, usePublicOrigin } from 'shared-contracts/ui/PageHead';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { addressLines, useStore } from 'shared-contracts/ui/useStore';

/**
 * The home page's head (shared-contracts/ui/PageHead): its title and lead, one canonical address for
 * `/` and `/homepage`, and the shop as a JSON-LD `Organization` (Settings > Store details).
 */
export function HomeHead() {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const origin = usePublicOrigin();
  const store = useStore();
  const [street = '', ...rest] = addressLines(store);
  const description = t('home.lead');
  return (
    <PageHead
      title={t('home.title')}
      description={description}
      path={PATHS.home}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: store.tradingName,
          legalName: store.legalName,
          url: `${origin}${localizePath(PATHS.home, locale)}`,
          description,
          email: store.email,
          telephone: store.phone,
          taxID: store.gstin,
          address: { '@type': 'PostalAddress', streetAddress: street, ...(rest.length ? { addressLocality: rest.join(', ') } : {}), addressCountry: 'IN' },
        },
      ]}
    />
  );
}
