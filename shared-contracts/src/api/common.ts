import { z } from 'zod';
import { CURRENCIES } from 'shared-contracts/domain/money';
import { GST_RATES, GST_STATE_CODES } from 'shared-contracts/domain/gst';
import { max, maxNumber, minNumber, noControlChars, noControlCharsMultiline, onlyDigit, required, type Rule } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';

/** Where the API is mounted on the shop's origin; route paths are relative to it. */
export const API_PREFIX = '/api';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;

/**
 * A string a request carries that is a token, not prose (an id, a slug, a signature): taken as
 * sent, untrimmed, but like all text it answers a control character with the shared message.
 */
export function token() {
  return withRules(z.string(), noControlChars);
}

/** Database ids and Firebase uids alike: opaque, URL-safe. */
export const idSchema = token().regex(/^[A-Za-z0-9_-]{1,128}$/);
/** A URL segment: lowercase words joined by single hyphens. */
export const slugSchema = token().max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** An amount in paise (a safe integer, see domain/money). */
export const paiseSchema = z.number().int();
export const nonNegativePaiseSchema = paiseSchema.min(0);
export const currencySchema = z.enum(CURRENCIES);
export const gstRateSchema = z.literal(GST_RATES);
export const gstStateCodeSchema = z.enum(GST_STATE_CODES);

/**
 * User-typed text on one line, trimmed, then judged by `rules`. Every string field of a request
 * schema is built with `text`, `multilineText` or `token`: a control character (NUL, which the
 * database refuses, and the like) is a field error with the shared message, never a server error.
 * api/src/security/text-fields.test.ts sends one to every string field of every route.
 */
export function text(...rules: Rule[]) {
  return withRules(z.string().trim(), noControlChars, ...rules);
}

/** Like `text`, for a text area: tab and line breaks are allowed. */
export function multilineText(...rules: Rule[]) {
  return withRules(z.string().trim(), noControlCharsMultiline, ...rules);
}

/** User-typed text, trimmed: 'This field is required.' when blank, 'Max N characters required.' when long. */
export function requiredText(maxLength: number) {
  return text(required, max(maxLength));
}

/** Optional user-typed text, trimmed; '' is kept as ''. */
export function optionalText(maxLength: number) {
  return text(max(maxLength)).optional();
}

/**
 * A whole number in a query string ('12') or from the typed client (12), judged by the shared
 * rules so a bad filter reads like a bad form field.
 */
export function queryInt(min: number, maxValue: number) {
  return withRules(z.union([z.number(), z.string().trim()]), required, firstFailing(noControlChars, onlyDigit, minNumber(min), maxNumber(maxValue))).transform(Number);
}

/** One message per field: the first of `rules` that fails ('cheap' is not also out of range). */
export function firstFailing(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const verdict = rule(value);
      if (verdict !== true) return verdict;
    }
    return true;
  };
}

/** true/false from the typed client, 'true'/'false'/'1'/'0' from a query string. */
export const queryBoolSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const pageQueryShape = {
  page: queryInt(1, MAX_PAGE).default(1),
  pageSize: queryInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** One page of a list: the items, the total over all pages, and the page asked for. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  });
}

export const idParamsSchema = z.object({ id: idSchema });
export const deletedSchema = z.object({ deleted: z.literal(true) });
