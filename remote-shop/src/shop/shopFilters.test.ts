import { activeFilters, filtersFromUrl, filtersToUrl, isFiltered, priceErrors, productListQuery, SHOP_PAGE_SIZE, withoutFilter, type ShopFilters } from './shopFilters';

const defaults: ShopFilters = { q: '', category: '', min: '', max: '', inStock: false, sort: 'newest', page: 1 };
const url = (query: string) => new URLSearchParams(query);

describe('the shop filters in the URL', () => {
  it('reads every filter from the query string', () => {
    expect(filtersFromUrl(url('q=bowl&category=pottery&min=500&max=1299.5&inStock=1&sort=price_desc&page=2'))).toEqual({
      q: 'bowl',
      category: 'pottery',
      min: '500',
      max: '1299.5',
      inStock: true,
      sort: 'price_desc',
      page: 2,
    });
  });

  it('takes the defaults for what is missing or not understood', () => {
    expect(filtersFromUrl(url(''))).toEqual(defaults);
    expect(filtersFromUrl(url('sort=cheapest&page=-4&inStock=yes'))).toEqual(defaults);
    expect(filtersFromUrl(url('page=abc')).page).toBe(1);
    expect(filtersFromUrl(url('page=2.7')).page).toBe(2);
  });

  it('writes only what differs from the defaults, text trimmed', () => {
    expect(filtersToUrl(defaults).toString()).toBe('');
    expect(filtersToUrl({ ...defaults, q: '  brass lamp ', min: ' ', inStock: true, sort: 'price_asc', page: 3 }).toString()).toBe(
      'q=brass+lamp&inStock=1&sort=price_asc&page=3',
    );
  });

  it('reads back what it writes', () => {
    const filters: ShopFilters = { q: 'diya', category: 'home-decor', min: '100', max: '900', inStock: true, sort: 'price_desc', page: 4 };
    expect(filtersFromUrl(filtersToUrl(filters))).toEqual(filters);
  });

  it('calls a list filtered unless the URL holds nothing or a sort alone', () => {
    expect(isFiltered(url(''))).toBe(false);
    expect(isFiltered(url('sort=price_asc'))).toBe(false);
    expect(isFiltered(url('sort=price_asc&q=pot'))).toBe(true);
    expect(isFiltered(url('page=2'))).toBe(true);
  });
});

describe('the API query of the filters', () => {
  it('asks for prices in paise and one page of results', () => {
    expect(productListQuery({ ...defaults, q: ' bowl ', category: 'pottery', min: '500', max: '1299.5', inStock: true, page: 2 })).toEqual({
      q: 'bowl',
      category: 'pottery',
      minPrice: 50_000,
      maxPrice: 129_950,
      inStock: true,
      sort: 'newest',
      page: 2,
      pageSize: SHOP_PAGE_SIZE,
    });
  });

  it('leaves out empty filters', () => {
    expect(productListQuery(defaults)).toEqual({ sort: 'newest', page: 1, pageSize: SHOP_PAGE_SIZE });
  });

  it('leaves out a price range it refuses, so the list still loads', () => {
    const unfiltered = { sort: 'newest', page: 1, pageSize: SHOP_PAGE_SIZE };
    expect(productListQuery({ ...defaults, min: '5000', max: '100' })).toEqual(unfiltered);
    expect(productListQuery({ ...defaults, min: '-5', max: 'lots' })).toEqual(unfiltered);
    expect(productListQuery({ ...defaults, min: '200', max: '99999999' })).toEqual(unfiltered);
    expect(productListQuery({ ...defaults, min: '100', max: '100' })).toMatchObject({ minPrice: 10_000, maxPrice: 10_000 });
  });
});

describe('the price fields', () => {
  it('refuses a highest price below the lowest on the highest price, in rupees', () => {
    expect(priceErrors({ min: '5000', max: '100' })).toEqual({ max: 'Must be at least the lowest price, ₹5,000.00.' });
    expect(priceErrors({ min: '99.5', max: '99.5' })).toEqual({});
    expect(priceErrors({ min: '5000', max: '' })).toEqual({});
  });

  it('refuses an amount that is not one, or above the limit in rupees', () => {
    expect(priceErrors({ min: '-5', max: '' })).toEqual({ min: 'Positive Number Required.' });
    expect(priceErrors({ min: '', max: '10000001' })).toEqual({ max: 'Value must be less than or equal to 10000000.' });
  });
});

describe('the filters in use (the chips)', () => {
  const filters = filtersFromUrl(new URLSearchParams('q=%20bowl%20&category=pottery&min=500&max=&inStock=1&sort=price_asc&page=3'));

  it('are the ones that narrow the list, in the form order; the sort and the page are not', () => {
    expect(activeFilters(filters)).toEqual([
      { name: 'q', value: 'bowl' },
      { name: 'category', value: 'pottery' },
      { name: 'min', value: '500' },
      { name: 'inStock', value: '1' },
    ]);
    expect(activeFilters(filtersFromUrl(new URLSearchParams('sort=price_desc')))).toEqual([]);
  });

  it('each goes away alone, back to the first page, the sort kept', () => {
    expect(filtersToUrl(withoutFilter(filters, 'category')).toString()).toBe('q=bowl&min=500&inStock=1&sort=price_asc');
    expect(filtersToUrl(withoutFilter(filters, 'inStock')).toString()).toBe('q=bowl&category=pottery&min=500&sort=price_asc');
  });
});

describe('the rating filter (issue 36)', () => {
  it('"4 stars & up" travels in the URL as rating=4 and asks the API for minRating 4; its chip takes it away', () => {
    const filters = filtersFromUrl(new URLSearchParams('rating=4&sort=rating'));
    expect(filters).toMatchObject({ topRated: true, sort: 'rating' });
    expect(filtersToUrl(filters).toString()).toBe('rating=4&sort=rating');
    expect(productListQuery(filters)).toMatchObject({ minRating: 4, sort: 'rating' });
    expect(activeFilters(filters)).toEqual([{ name: 'topRated', value: '4' }]);
    expect(filtersToUrl(withoutFilter(filters, 'topRated')).toString()).toBe('sort=rating');
    expect(filtersFromUrl(new URLSearchParams('rating=9')).topRated).toBeUndefined();
  });
});
