import './ShopPage.messages';
import { lazy, startTransition, Suspense, useEffect, useEffectEvent, useId, useOptimistic, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { PRODUCT_SORTS, type ProductSort } from 'shared-contracts/domain/catalogue';
import { PATHS } from 'shared-contracts/routes/paths';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { PageHead } from 'shared-contracts/ui/PageHead';
import { CardPlaceholders, FIRST_SCREEN_CARDS, ProductCard } from '../ui/ProductCard';
import { LoadError } from '../ui/LoadError';
import { ShopStyles } from '../ui/ShopStyles';
import { FilterChips } from './FilterChips';
import { FilterForm, type FilterDraft } from './FilterForm';
import { activeFilters, filtersFromUrl, filtersToUrl, isFiltered, priceErrors, productListQuery, type ShopFilters } from './shopFilters';

/** How long typing in the search or price fields pauses before the list follows. */
export const TYPING_PAUSE_MS = 500;

/** Whether typed text fields say what the URL's do (spaces around them aside). */
const sameText = (typed: FilterDraft, url: FilterDraft) => typed.q.trim() === url.q && typed.min.trim() === url.min && typed.max.trim() === url.max;

// The phone's filters drawer: a chunk of its own, loaded when "Filters" is first pressed.
const FiltersDrawer = lazy(() => import(/* webpackChunkName: "shop-filters-drawer" */ './FiltersDrawer'));
// What an empty list suggests instead (issue 38): a chunk of its own, loaded only when nothing matches.
const NoResults = lazy(() => import(/* webpackChunkName: "shop-no-results" */ './NoResults'));

/**
 * The shop (/shop): search, category, price range, in stock only, sort, pages. Everything lives in
 * the URL, so a link or a reload shows the same list.
 */
export default function ShopPage() {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const categories = useApiQuery(lightRoutes.listCategories);
  const list = useApiQuery(lightRoutes.listProducts, { query: productListQuery(filters) });
  const sortId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Every filter applies by itself: a choice at once, the text fields once typing pauses
  // (TYPING_PAUSE_MS) or at once with Enter. When the URL's text filters change to something else
  // than what was typed (a link, back, clear), the fields start again from them; the URL of what was
  // typed leaves the fields alone (a space typed after a word stays).
  const fromUrl = { q: filters.q, min: filters.min, max: filters.max };
  const [draft, setDraft] = useState(fromUrl);
  const [draftBase, setDraftBase] = useState(fromUrl);
  if (draftBase.q !== fromUrl.q || draftBase.min !== fromUrl.min || draftBase.max !== fromUrl.max) {
    setDraftBase(fromUrl);
    if (!sameText(draft, fromUrl)) setDraft(fromUrl);
  }
  const typed = !sameText(draft, fromUrl);
  const applyTyped = useEffectEvent(() => apply(draft));
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(applyTyped, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, draft.q, draft.min, draft.max]);

  // A change shows at once in its control; the URL (a router navigation, which React renders as a
  // transition) follows. Without this a ticked box or a chosen option springs back until the new
  // page of results is drawn, which on a slow phone is seen.
  const [shown, showChange] = useOptimistic(filters, (current: ShopFilters, change: Partial<ShopFilters>) => ({ ...current, ...change }));
  // The next URL builds on the last one asked for while the address still shows the one it was
  // asked from: a second change made before the first one's navigation has landed (the sort, right
  // after ticking "In stock only") keeps the first.
  const asked = useRef<{ from: string; next: ShopFilters } | null>(null);
  const apply = (change: Partial<ShopFilters>) => {
    const from = params.toString();
    const next = { ...(asked.current?.from === from ? asked.current.next : filters), page: 1, ...change };
    asked.current = { from, next };
    startTransition(() => {
      showChange(change);
      setParams(filtersToUrl(next));
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  // the drawer's button: everything is applied already but what is being typed; then the list
  const submitInDrawer = (event: FormEvent) => {
    submit(event);
    setDrawerOpen(false);
  };

  // A price the page refuses is explained on its field and left out of the query, so the list
  // still loads (a refused range used to reach the API, whose 400 left "Finding products…" for good).
  const refused = priceErrors(filters);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const pageLink = (page: number) => `${to(PATHS.shop)}?${filtersToUrl({ ...filters, page }).toString()}`;
  const filtered = isFiltered(params);
  const active = activeFilters(filters);
  const form = { draft, setDraft, shown, apply, categories: categories.data?.items, refused, filtered };

  return (
    <article className="shop-page">
      {/* one canonical address for every filter: the shop */}
      <PageHead title={t('shop.title')} description={t('shop.intro')} path={PATHS.shop} />
      <ShopStyles />
      {drawerOpen && (
        <Suspense fallback={null}>
          <FiltersDrawer onClose={() => setDrawerOpen(false)}>
            <FilterForm className="filters" onSubmit={submitInDrawer} submitLabel={t('filters.done')} {...form} />
          </FiltersDrawer>
        </Suspense>
      )}
      <h1>{t('shop.title')}</h1>
      <p style={{ maxWidth: '44rem' }}>{t('shop.intro')}</p>
      <div className="shop-layout">
        <FilterForm className="filters filters--aside" onSubmit={submit} {...form} />

        {/* data-query: the filters this list is drawn for, as the URL says them (a router navigation is
            a transition: the address changes before the list does; tests wait for the list's own) */}
        <section aria-labelledby="shop-results" aria-busy={list.loading ? 'true' : undefined} data-query={filtersToUrl(filters).toString()}>
          <div className="toolbar">
            <h2 id="shop-results" style={{ margin: 0, fontSize: '1.1rem' }} aria-live="polite">
              {list.data ? t('shop.count', { count: list.data.total }) : list.error !== undefined ? t('shop.notLoaded') : t('shop.loading')}
            </h2>
            {/* on a phone the form is behind this button, beside the sort */}
            <button type="button" className="btn filter-bar__open" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
              {active.length > 0 ? t('filters.titleCount', { n: active.length }) : t('filters.title')}
            </button>
            <div className="sort">
              <label htmlFor={sortId} style={{ marginRight: '.5rem' }}>
                {t('filters.sort')}
              </label>
              <select id={sortId} value={shown.sort} onChange={(event) => apply({ sort: event.target.value as ProductSort })} style={{ width: 'auto' }}>
                {PRODUCT_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FilterChips filters={filters} active={active} categories={categories.data?.items} />
          {list.data ? (
            list.data.total === 0 ? (
              <Suspense fallback={<p style={{ padding: '2rem 0' }}>{t('shop.empty')}</p>}>
                <NoResults filters={filters} categories={categories.data?.items} />
              </Suspense>
            ) : (
              <>
                {list.data.items.length === 0 && filters.page > pages && (
                  <p data-testid="shop-past-end">
                    {t('shop.pastEnd', { pages })} <Link to={pageLink(1)}>{t('pager.first')}</Link>
                  </p>
                )}
                <ul className="product-grid">
                  {list.data.items.map((product, index) => (
                    <ProductCard key={product.id} product={product} priority={index < FIRST_SCREEN_CARDS} />
                  ))}
                </ul>
                {pages > 1 && (
                  <nav className="pager" aria-label={t('pager.label')}>
                    {filters.page > 1 ? (
                      <Link to={pageLink(filters.page - 1)} className="btn" rel="prev">
                        {t('pager.previous')}
                      </Link>
                    ) : (
                      <span className="btn" aria-disabled="true">
                        {t('pager.previous')}
                      </span>
                    )}
                    <span aria-current="page">{t('pager.position', { page: filters.page, pages })}</span>
                    {filters.page < pages ? (
                      <Link to={pageLink(filters.page + 1)} className="btn" rel="next">
                        {t('pager.next')}
                      </Link>
                    ) : (
                      <span className="btn" aria-disabled="true">
                        {t('pager.next')}
                      </span>
                    )}
                  </nav>
                )}
              </>
            )
          ) : list.error !== undefined ? (
            <LoadError error={list.error} onRetry={list.reload} />
          ) : (
            <CardPlaceholders count={6} />
          )}
        </section>
      </div>
    </article>
  );
}
