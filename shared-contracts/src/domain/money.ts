/**
 * Money as a plain integer number of minor units (paise for INR; ₹1 = 100 paise).
 *
 * Why a plain integer and not `{ amount, currency }`: the shop sells in one currency, so every
 * amount in a product, cart line or order is INR paise. A bare integer stays small in JSON, sorts
 * and compares with `<`, and zod checks it with `z.number().int()`. The currency is the constant
 * `CURRENCY`; if the shop ever sells in several currencies, amounts grow into an object then.
 *
 * Why integers: floating point cannot hold 0.1 exactly, and tax splits must add up to the paisa.
 * Every helper here rejects non-integer amounts instead of rounding them silently.
 */
import { LOCALE_TAGS, type Locale } from 'shared-contracts/i18n/locales';

export const CURRENCIES = ['INR'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The shop's currency. */
export const CURRENCY: Currency = 'INR';

/** An amount in minor units (paise). Always a safe integer; may be negative (e.g. a correction). */
export type Paise = number;
export const PAISE_PER_RUPEE = 100;

export function isPaise(value: unknown): value is Paise {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws a RangeError unless `value` is a safe integer: a fractional amount is a bug, not data. */
export function assertPaise(value: number, what = 'amount'): Paise {
  if (!isPaise(value)) throw new RangeError(`${what} must be an integer number of paise, got ${value}`);
  return value;
}

export function addMoney(a: Paise, b: Paise): Paise {
  return assertPaise(assertPaise(a) + assertPaise(b), 'sum');
}

/** A unit price times a quantity (a whole, non-negative number of items). */
export function multiplyMoney(unit: Paise, quantity: number): Paise {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${quantity}`);
  }
  return assertPaise(assertPaise(unit, 'unit price') * quantity, 'product');
}

/**
 * How much below the MRP a price is, in whole percent, rounded down so the shop never claims more
 * than it gives (₹1,299 against ₹1,499 is 13% off, not 14%). 0 when the price is not below the MRP.
 */
export function percentOff(price: Paise, mrp: Paise): number {
  return mrp > price && mrp > 0 ? Math.floor(((mrp - price) * 100) / mrp) : 0;
}

export function sumMoney(amounts: readonly Paise[]): Paise {
  return amounts.reduce<Paise>(addMoney, 0);
}

/**
 * Rupees as typed by a person ("1299.5", 1299.5) to paise (129950). Exact: it reads the decimal
 * digits rather than multiplying a float by 100. More than two decimals is refused, not rounded,
 * so an admin never saves a price other than the one they typed.
 */
export function rupeesToPaise(rupees: number | string): Paise {
  const text = typeof rupees === 'number' ? String(rupees) : rupees.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount in rupees with at most two decimals: ${rupees}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const paise = Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  return assertPaise(sign === '-' ? -paise : paise);
}

/** Paise to rupees for number inputs (129950 -> 1299.5). Display text uses `formatMoney`. */
export function paiseToRupees(paise: Paise): number {
  return assertPaise(paise) / PAISE_PER_RUPEE;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Display text for an amount in the reader's language: en -> '₹1,299.00' (Indian grouping,
 * '₹12,34,567.89'), es -> '1299,00 ₹', fr -> '1 299,00 ₹'.
 * `currencyDisplay: 'narrowSymbol'` because es-ES would otherwise print the code ('1299,00 INR');
 * customers in India know the ₹ sign whatever language they read.
 */
export function formatMoney(amount: Paise, locale: Locale, currency: Currency = CURRENCY): string {
  assertPaise(amount);
  return moneyFormatter(locale, currency).format(amount / PAISE_PER_RUPEE);
}

function moneyFormatter(locale: Locale, currency: Currency): Intl.NumberFormat {
  const tag = LOCALE_TAGS[locale];
  const key = `${tag}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Makes the formatter `formatMoney` will use, ahead of need. The first one a page makes loads the
 * browser's locale data (about 20 ms, 90 ms on a phone): the host does it in a task of its own
 * before hydrating, not in the middle of drawing the first prices.
 */
export function prepareMoneyFormat(locale: Locale, currency: Currency = CURRENCY): void {
  moneyFormatter(locale, currency);
}
