import {
  budgetFor,
  figuresOf,
  formatTable,
  median,
  medianFigures,
  overBudget,
  type BudgetsFile,
  type Figures,
  type LighthouseResult,
} from './lighthouse-figures';

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  performance: 80,
  accessibility: 96,
  bestPractices: 100,
  seo: 92,
  fcpMs: 1_500,
  lcpMs: 2_400,
  tbtMs: 150,
  cls: 0.01,
  transferBytes: 250 * 1024,
  requests: 30,
  jsRequests: 20,
  ...overrides,
});

const budgets: BudgetsFile = {
  profiles: {
    mobile: { performance: 70, accessibility: 90, cls: 0.05 },
    desktop: { performance: 90 },
  },
  pages: [{ path: '/' }, { path: '/shop/{product}', mobile: { transferBytes: 320 * 1024, performance: 60 } }],
};

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([58, 83, 81])).toBe(81);
    expect(median([0.96, 0.27, 0.3])).toBe(0.3);
  });

  it('takes the mean of the two middle values of an even count (a run that failed)', () => {
    expect(median([40, 50])).toBe(45);
  });

  it('refuses no values rather than inventing a figure', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own, so one bad run does not decide the row', () => {
    const result = medianFigures([
      figures({ performance: 58, cls: 0.96, lcpMs: 9_000 }),
      figures({ performance: 83, cls: 0.27, lcpMs: 2_000 }),
      figures({ performance: 81, cls: 0.3, lcpMs: 2_500 }),
    ]);
    expect(result.performance).toBe(81);
    expect(result.cls).toBe(0.3);
    expect(result.lcpMs).toBe(2_500);
    expect(result.seo).toBe(92);
  });
});

describe('budgetFor', () => {
  it('gives a page its profile’s budget with the page’s own figures on top', () => {
    expect(budgetFor(budgets, '/shop/{product}', 'mobile')).toEqual({ performance: 60, accessibility: 90, cls: 0.05, transferBytes: 320 * 1024 });
    expect(budgetFor(budgets, '/shop/{product}', 'desktop')).toEqual({ performance: 90 });
  });

  it('holds a page the file does not list to the profile’s budget', () => {
    expect(budgetFor(budgets, '/about', 'mobile')).toEqual(budgets.profiles.mobile);
  });
});

describe('overBudget', () => {
  it('passes figures that meet every budget, the limits themselves included', () => {
    expect(overBudget('/', 'mobile', figures({ performance: 70, cls: 0.05 }), budgetFor(budgets, '/', 'mobile'))).toEqual([]);
  });

  it('names each score below its minimum with the page and profile', () => {
    const misses = overBudget('/', 'mobile', figures({ performance: 61, accessibility: 88 }), budgetFor(budgets, '/', 'mobile'));
    expect(misses).toEqual(['/ mobile: performance 61 < 70', '/ mobile: accessibility 88 < 90']);
  });

  it('names each measure above its maximum, in the unit the table prints', () => {
    const misses = overBudget(
      '/shop/{product}',
      'mobile',
      figures({ cls: 0.12, transferBytes: 1_019 * 1024 }),
      budgetFor(budgets, '/shop/{product}', 'mobile'),
    );
    expect(misses).toEqual(['/shop/{product} mobile: CLS 0.120 > 0.050', '/shop/{product} mobile: transferred 1,019 KB > 320 KB']);
  });

  it('does not check a figure the budget does not name', () => {
    expect(overBudget('/', 'desktop', figures({ tbtMs: 5_000, cls: 0.9, performance: 95 }), budgetFor(budgets, '/', 'desktop'))).toEqual([]);
  });
});

describe('figuresOf', () => {
  const lhr = (overrides: Partial<LighthouseResult> = {}): LighthouseResult => ({
    categories: { performance: { score: 0.49 }, accessibility: { score: 0.95 }, 'best-practices': { score: 1 }, seo: { score: 0.83 } },
    audits: {
      'first-contentful-paint': { numericValue: 3_100 },
      'largest-contentful-paint': { numericValue: 6_012 },
      'total-blocking-time': { numericValue: 2_070 },
      'cumulative-layout-shift': { numericValue: 0.011 },
      'total-byte-weight': { numericValue: 332_800 },
      'network-requests': { details: { items: [{ resourceType: 'Document' }, { resourceType: 'Script' }, { resourceType: 'Script' }, { resourceType: 'Image' }] } },
    },
    ...overrides,
  });

  it('reads the four scores as 0-100, the metrics, the bytes and the script requests', () => {
    expect(figuresOf(lhr())).toEqual({
      performance: 49,
      accessibility: 95,
      bestPractices: 100,
      seo: 83,
      fcpMs: 3_100,
      lcpMs: 6_012,
      tbtMs: 2_070,
      cls: 0.011,
      transferBytes: 332_800,
      requests: 4,
      jsRequests: 2,
    });
  });

  it('throws on a failed run (so it is tried again) rather than counting it as zero', () => {
    expect(() => figuresOf(lhr({ runtimeError: { code: 'NO_NAVSTART', message: 'no navstart' } }))).toThrow('NO_NAVSTART');
    expect(() => figuresOf(lhr({ categories: { performance: { score: null } } }))).toThrow('performance');
  });
});

describe('formatTable', () => {
  it('prints one aligned line per page and profile with its figures and verdict', () => {
    const text = formatTable([
      { page: '/', profile: 'mobile', figures: figures({ performance: 49, lcpMs: 6_012, tbtMs: 2_070, cls: 0.011, transferBytes: 332_800 }), runs: 3, misses: ['/ mobile: performance 49 < 70'] },
      { page: '/shop', profile: 'desktop', figures: figures({ performance: 97 }), runs: 3, misses: [] },
    ]);
    const [header, rule, first, second] = text.split('\n');
    expect(header).toMatch(/^page\s+profile\s+perf\s+a11y\s+best-pr\s+SEO\s+LCP\s+TBT\s+CLS\s+transferred\s+JS req\s+runs$/);
    expect(rule).toMatch(/^-+( +-+)+$/);
    expect(first).toMatch(/^\/\s+mobile\s+49\s+96\s+100\s+92\s+6\.0 s\s+2,070 ms\s+0\.011\s+325 KB\s+20\s+3\s+BELOW BUDGET$/);
    expect(second).toMatch(/^\/shop\s+desktop\s+97\s.*\s+ok$/);
    // Right-aligned figures: the performance column ends at the same place on both lines.
    expect(first!.indexOf('49') + 2).toBe(second!.indexOf('97') + 2);
  });
});
