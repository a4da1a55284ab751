/**
 * The pure half of `npm run lighthouse` (scripts/lighthouse.ts): the figures taken from one
 * Lighthouse report, their median over several runs, the comparison with lighthouse-budgets.json
 * and the printed table. No browser and no Lighthouse import here, so jest tests it as it is.
 */

export type Profile = 'mobile' | 'desktop';
export const PROFILES: readonly Profile[] = ['mobile', 'desktop'];

/** What the table prints for one run (or, after `medianFigures`, for a page and profile). */
export interface Figures {
  /** The four category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Simulated (Lantern) metrics, milliseconds. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred: Lighthouse's total-byte-weight (every response's transfer size). */
  transferBytes: number;
  /** How many requests the page made, and how many of them were scripts. */
  requests: number;
  jsRequests: number;
}

/** A budget for one page and profile: scores are minimums, the rest maximums. Absent: not checked. */
export interface Budget {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  transferBytes?: number;
  requests?: number;
  jsRequests?: number;
}

export interface PageBudgets {
  /** `/shop/{product}`: the slug of a published product, asked of the API at run time. */
  path: string;
  mobile?: Budget;
  desktop?: Budget;
}

export interface BudgetsFile {
  /** Every page's budget unless the page says otherwise, per profile. */
  profiles: Record<Profile, Budget>;
  pages: PageBudgets[];
}

const MINIMUMS = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
const MAXIMUMS = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'transferBytes', 'requests', 'jsRequests'] as const;
const FIGURE_KEYS = [...MINIMUMS, ...MAXIMUMS] as const;

/** The names the table and the failures use. */
export const LABELS: Record<keyof Figures, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'SEO',
  fcpMs: 'FCP',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  transferBytes: 'transferred',
  requests: 'requests',
  jsRequests: 'JS requests',
};

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median of each figure on its own, over the runs of one page and profile: the performance
 * score and the LCP printed may come from different runs, each is the middle of its three.
 */
export function medianFigures(runs: readonly Figures[]): Figures {
  const result = {} as Figures;
  for (const key of FIGURE_KEYS) result[key] = median(runs.map((run) => run[key]));
  return result;
}

/** Subset of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

/** The figures of one Lighthouse report; throws when the run failed (NO_NAVSTART and the like), so it is run again. */
export function figuresOf(lhr: LighthouseResult): Figures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`no ${id} figure`);
    return value;
  };
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string }[];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    requests: items.length,
    jsRequests: items.filter((item) => item.resourceType === 'Script').length,
  };
}

/** The budget of a page and profile: the profile's defaults, then what the page sets itself. */
export function budgetFor(budgets: BudgetsFile, pagePath: string, profile: Profile): Budget {
  const page = budgets.pages.find((entry) => entry.path === pagePath);
  return { ...budgets.profiles[profile], ...page?.[profile] };
}

/** A figure as printed: scores as integers, times in seconds or ms, CLS to 3 places, bytes in KB. */
export function formatFigure(key: keyof Figures, value: number): string {
  switch (key) {
    case 'fcpMs':
    case 'lcpMs':
      return `${(value / 1000).toFixed(1)} s`;
    case 'tbtMs':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'transferBytes':
      return `${Math.round(value / 1024).toLocaleString('en-US')} KB`;
    default:
      return String(Math.round(value));
  }
}

/**
 * What misses its budget, one line each, naming the page, the profile and the figure:
 * `/shop mobile: performance 61 < 70`. Empty when everything is within budget.
 */
export function overBudget(pagePath: string, profile: Profile, figures: Figures, budget: Budget): string[] {
  const misses: string[] = [];
  for (const key of MINIMUMS) {
    const limit = budget[key];
    if (limit !== undefined && figures[key] < limit) {
      misses.push(`${pagePath} ${profile}: ${LABELS[key]} ${formatFigure(key, figures[key])} < ${formatFigure(key, limit)}`);
    }
  }
  for (const key of MAXIMUMS) {
    const limit = budget[key];
    if (limit !== undefined && figures[key] > limit) {
      misses.push(`${pagePath} ${profile}: ${LABELS[key]} ${formatFigure(key, figures[key])} > ${formatFigure(key, limit)}`);
    }
  }
  return misses;
}

export interface Row {
  page: string;
  profile: Profile;
  figures: Figures;
  /** How many runs the median is of. */
  runs: number;
  misses: string[];
}

const COLUMNS: (keyof Figures)[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'transferBytes', 'jsRequests'];
const HEADERS = ['perf', 'a11y', 'best-pr', 'SEO', 'LCP', 'TBT', 'CLS', 'transferred', 'JS req'];

/** Aligned text columns: the first left-aligned, the others right-aligned, a rule under the header. */
export function alignColumns(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row, index) => {
      const line = row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd();
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

/** The printed table: one line per page and profile, `ok` or `BELOW BUDGET` at the end. */
export function formatTable(rows: readonly Row[]): string {
  const lines = [['page', 'profile', ...HEADERS, 'runs', '']];
  for (const row of rows) {
    lines.push([
      row.page,
      row.profile,
      ...COLUMNS.map((key) => formatFigure(key, row.figures[key])),
      String(row.runs),
      row.misses.length ? 'BELOW BUDGET' : 'ok',
    ]);
  }
  return alignColumns(lines);
}
