import { z } from 'zod';
import { GST_STATES, isGstStateCode } from 'shared-contracts/domain/gst';
import type { Address } from 'shared-contracts/domain/order';
import { normalizePhone } from 'shared-contracts/domain/phone';
import { gstNumber, isEmpty, max, min, noControlChars, onlyDigit, required, type Rule } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { withRules } from 'shared-contracts/validation/zod';
import { firstFailing, gstStateCodeSchema, optionalText, requiredText, text } from './common';
import type { PincodeDirectory, PincodeInfo } from './pincodes';

/** India Post PIN code: six digits, the first not 0. Answers with the shared 'Invalid Numbers.'. */
export const pincode: Rule = (value) => (value === '' || (typeof value === 'string' && /^[1-9][0-9]{5}$/.test(value)) ? true : translate('onlyDigit'));

export const pincodeSchema = text(required, pincode);

/**
 * A PIN code India Post has. `info` is what the PIN-code directory knows of the value judged
 * (api/pincodes lookupPincode on the server, GET /api/pincodes/:pincode in a form); undefined: none.
 */
export const pincodeExists =
  (info: PincodeInfo | undefined): Rule =>
  (value) =>
    isEmpty(value) || info ? true : translate('pincodeUnknown');

/**
 * A state the PIN code delivers in (`info`, its directory entry): the invoice's place of supply
 * follows the state, so 560038 (Bengaluru) with Maharashtra would be taxed as a sale to Maharashtra.
 * Passes when the PIN code is unknown: `pincodeExists` says so, on its own field.
 */
export const stateOfPincode =
  (info: PincodeInfo | undefined): Rule =>
  (value) => {
    if (isEmpty(value) || !info || (isGstStateCode(value) && info.stateCodes.includes(value))) return true;
    return translate('pincodeState', { pincode: info.pincode, state: GST_STATES[info.stateCodes[0]!].name });
  };

const normalisedPhoneRule = firstFailing(onlyDigit, min(10), max(13));
/**
 * A mobile or landline number as people write it ("98765 43210", "+91 98765-43210", "098765 43210"),
 * judged on its normalised form (domain/phone.ts): digits with an optional leading '+', 10 to 13
 * characters ('+91' and 10 digits). The schemas store that form.
 */
export const phoneRule: Rule = (value) => normalisedPhoneRule(typeof value === 'string' ? normalizePhone(value) : value);
export const phoneSchema = text(required, phoneRule).transform(normalizePhone);
/** The same, optional: blank, null or missing come out as null. */
export const optionalPhoneSchema = text(phoneRule)
  .nullish()
  .transform((value) => (value ? normalizePhone(value) : null));

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

let pincodeDirectory: PincodeDirectory | undefined;

/**
 * Makes `addressInputSchema` judge PIN codes against `directory`: the API installs its offline
 * directory (api/src/modules/pincodes.ts). A browser installs none: its form asks the API.
 */
export function installPincodeDirectory(directory: PincodeDirectory | undefined): void {
  pincodeDirectory = directory;
}

/**
 * An address a caller sends (checkout, guest checkout, the address book): `addressSchema`, and
 * where a PIN-code directory is installed (the API), a PIN code India Post has, in the state chosen,
 * each refused on its own field. Answers keep `addressSchema`: an order placed before the check
 * still reads.
 */
export const addressInputSchema = addressSchema.superRefine((address, ctx) => {
  // a PIN code not of six digits already has its message (`pincode`); an unknown one would be a second
  if (!pincodeDirectory || isEmpty(address.pincode) || pincode(address.pincode) !== true) return;
  const info = pincodeDirectory(address.pincode);
  const problems = { pincode: pincodeExists(info)(address.pincode), stateCode: stateOfPincode(info)(address.stateCode) };
  for (const [field, verdict] of Object.entries(problems)) {
    if (verdict !== true) ctx.addIssue({ code: 'custom', path: [field], message: verdict, input: address[field as keyof typeof problems] });
  }
});

/**
 * A buyer's GSTIN, optional: trimmed and upper-cased, then judged by the shared `gstNumber` rule.
 * Blank, null or missing all come out as null.
 */
export const gstinSchema = withRules(text().toUpperCase(), gstNumber)
  .nullish()
  .transform((value) => (value ? value : null));
