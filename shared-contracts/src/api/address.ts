import { z } from 'zod';
import type { Address } from 'shared-contracts/domain/order';
import { gstNumber, max, min, noControlChars, onlyDigit, required, type Rule } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { withRules } from 'shared-contracts/validation/zod';
import { firstFailing, gstStateCodeSchema, optionalText, requiredText, text } from './common';

/** India Post PIN code: six digits, the first not 0. Answers with the shared 'Invalid Numbers.'. */
export const pincode: Rule = (value) => (value === '' || (typeof value === 'string' && /^[1-9][0-9]{5}$/.test(value)) ? true : translate('onlyDigit'));

export const pincodeSchema = text(required, pincode);

/** A mobile or landline number: digits with an optional leading '+', 10 to 13 characters ('+91' and 10 digits). */
export const phoneRule = firstFailing(onlyDigit, min(10), max(13));
export const phoneSchema = text(required, phoneRule);
/** The same, optional: blank, null or missing come out as null. */
export const optionalPhoneSchema = text(phoneRule)
  .nullish()
  .transform((value) => (value ? value : null));

/** Each address field's rules, for forms (validation/antd `toFormRules`); the schema below applies the same. */
export const ADDRESS_FIELD_RULES: Readonly<Record<keyof Address, readonly Rule[]>> = {
  name: [required, noControlChars, max(100)],
  line1: [required, noControlChars, max(200)],
  line2: [noControlChars, max(200)],
  city: [required, noControlChars, max(100)],
  stateCode: [required],
  pincode: [required, pincode],
  phone: [required, phoneRule],
};

export const addressSchema = z.object({
  name: requiredText(100),
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  stateCode: withRules(gstStateCodeSchema, required),
  pincode: pincodeSchema,
  phone: phoneSchema,
}) satisfies z.ZodType<Address>;

/**
 * A buyer's GSTIN, optional: trimmed and upper-cased, then judged by the shared `gstNumber` rule.
 * Blank, null or missing all come out as null.
 */
export const gstinSchema = withRules(text().toUpperCase(), gstNumber)
  .nullish()
  .transform((value) => (value ? value : null));
