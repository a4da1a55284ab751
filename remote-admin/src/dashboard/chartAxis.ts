/**
 * The sales chart's axes (SalesChart), worked out apart from the drawing so they can be tested:
 * revenue lines at whole-rupee steps, and which days get a label so that no two labels overlap.
 */
import { PAISE_PER_RUPEE, type Paise } from 'shared-contracts/domain/money';
import { LOCALE_TAGS, type Locale } from 'shared-contracts/i18n/locales';

/** At most this many revenue lines above ₹0. */
const MAX_STEPS = 4;

/** The smallest "round" step (1, 2, 2.5 or 5 × a power of ten rupees, at least ₹1) of which `steps` reach `top` rupees. */
function roundStep(top: number, steps: number): number {
  const rough = Math.max(top / steps, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough)!;
  // 2.5 × ₹1 would be ₹2.50: below ₹10 a step is 1, 2 or 5 rupees
  return factor === 2.5 && power < 10 ? 5 * power : factor * power;
}

/**
 * The revenue lines, in paise, from ₹0 up to the first round figure at or above the best day: whole
 * rupees always (a day of ₹0.01 is drawn against ₹0 and ₹1, never against ₹0.01 steps). A chart
 * without any revenue has the ₹0 line only: SalesChart says there were no sales instead.
 */
export function revenueTicks(best: Paise): Paise[] {
  if (best <= 0) return [0];
  const top = Math.ceil(best / PAISE_PER_RUPEE);
  const step = roundStep(top, MAX_STEPS);
  const count = Math.ceil(top / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step * PAISE_PER_RUPEE);
}

const wholeRupees = new Map<Locale, Intl.NumberFormat>();

/** A tick's amount in whole rupees, as the shop writes money in `locale` ('₹1,000', '1 000 ₹'). */
export function formatTick(amount: Paise, locale: Locale): string {
  let format = wholeRupees.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    wholeRupees.set(locale, format);
  }
  return format.format(Math.round(amount / PAISE_PER_RUPEE));
}

/** About how wide a label of `characters` is at the axis's 11-unit font, with a gap after it. */
export const labelWidth = (characters: number) => characters * 6.5 + 10;

/**
 * Which days (indexes) carry a label: the last day (today) always, then every `every`-th day back
 * from it, `every` being at least `minEvery` and enough for a label of `width` units to fit in the
 * `slot` units a day has. Counting back from the last keeps every gap the same, so the last two
 * labels never crowd each other.
 */
export function labelledDays(count: number, slot: number, width: number, minEvery = 7): number[] {
  if (count <= 0) return [];
  const every = Math.max(minEvery, Math.ceil(width / slot));
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) indexes.unshift(index);
  return indexes;
}
