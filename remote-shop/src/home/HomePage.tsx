import './HomePage.messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { PATHS } from 'shared-contracts/routes/paths';
import { COLORS } from 'shared-contracts/ui/theme';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { CardPlaceholders, FIRST_SCREEN_CARDS, ProductCard } from '../ui/ProductCard';
import { fallbackLang } from '../ui/fallbackLang';
import { LoadError } from '../ui/LoadError';
import { ShopStyles } from '../ui/ShopStyles';
import { HomeHead } from './HomeHead';

const PROMISES = ['handmade', 'gst', 'shipping'] as const;
export const FEATURED_COUNT = 8;
/** Grey chips while the categories load. */
const CATEGORY_PLACEHOLDERS = 4;

/** The home page (/ and /homepage): the shop's promise, its categories, the newest pieces, and the way in. */
export default function HomePage() {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const categories = useApiQuery(lightRoutes.listCategories);
  const featured = useApiQuery(lightRoutes.listProducts, { query: { sort: 'newest', pageSize: FEATURED_COUNT } });

  return (
    <article>
      <HomeHead />
      <ShopStyles />
      <section aria-labelledby="home-title" style={{ padding: '2.5rem 2rem', marginBottom: '2rem', borderRadius: 12, background: COLORS.surfaceMuted }}>
        <h1 id="home-title" style={{ marginTop: 0 }}>
          {t('home.title')}
        </h1>
        <p style={{ fontSize: '1.15rem', maxWidth: '44rem' }}>{t('home.lead')}</p>
        <p style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.25rem', marginBottom: 0 }}>
          <Link to={to(PATHS.shop)} className="btn btn--primary">
            {t('home.cta')}
          </Link>
          <Link to={to(PATHS.aboutUs)}>{t('home.about')}</Link>
        </p>
      </section>

      <section aria-labelledby="home-categories" style={{ marginBottom: '2rem' }}>
        <h2 id="home-categories">{t('home.categories')}</h2>
        {categories.data ? (
          <ul className="chips">
            {categories.data.items.map((category) => (
              <li key={category.id}>
                <Link to={`${to(PATHS.shop)}?category=${encodeURIComponent(category.slug)}`} lang={fallbackLang(category, 'name')}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : categories.error !== undefined ? (
          <p role="alert">{apiErrorMessage(categories.error)}</p>
        ) : (
          <ul className="chips" aria-busy="true">
            {Array.from({ length: CATEGORY_PLACEHOLDERS }, (_, index) => (
              <li key={index}>
                {/* a chip's own padding and line: the same height as the loaded ones */}
                <span className="chip-placeholder placeholder-box">&nbsp;</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="home-featured" aria-busy={featured.loading ? 'true' : undefined} style={{ marginBottom: '2rem' }}>
        <h2 id="home-featured">{t('home.featured')}</h2>
        {featured.data ? (
          <ul className="product-grid">
            {featured.data.items.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < FIRST_SCREEN_CARDS} />
            ))}
          </ul>
        ) : featured.error !== undefined ? (
          <LoadError error={featured.error} onRetry={featured.reload} />
        ) : (
          <CardPlaceholders count={FEATURED_COUNT} />
        )}
        <p>
          <Link to={to(PATHS.shop)}>{t('home.all')}</Link>
        </p>
      </section>

      <section aria-labelledby="home-promises">
        <h2 id="home-promises">{t('home.promises')}</h2>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
          {PROMISES.map((promise) => (
            <li key={promise}>
              <h3>{t(`home.promise.${promise}.title`)}</h3>
              <p>{t(`home.promise.${promise}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
