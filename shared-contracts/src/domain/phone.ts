/**
 * Phone numbers as Indians write them: "98765 43210", "98765-43210", "+91 98765 43210",
 * "+91-98765-43210", "098765 43210", "(022) 2345 6789". One stored form, one printed form.
 *
 * Stored (`normalizePhone`): an Indian number as +91 and its 10 digits ("+919876543210"), whether
 * it came with +91, 91, a trunk 0 or nothing; a landline's STD code keeps its place in the 10
 * digits (022 2345 6789 -> +912223456789). A number of another country keeps its own + and digits.
 * Only separators are dropped (spaces, hyphens, dots, brackets): anything else stays, so the
 * spec's onlyDigit rule still refuses "98765 4321O" on the normalised text.
 *
 * Printed (`formatPhone`): "+91 98765 43210" for an Indian mobile, "+91 22 2345 6789"-style
 * grouping is not guessed for landlines (STD codes are 2-4 digits): they print as +91 and the 10
 * digits split 5 + 5 like a mobile, which reads and dials the same.
 *
 * Not a library: libphonenumber-js (the maintained one) weighs 80+ KB of metadata in the browser,
 * where every page's JS budget has under 1 KB left; the shop only needs India's one plan.
 */

/** Spaces (any kind), hyphens and dashes, dots, brackets: what people put between digits. */
const SEPARATORS = /[\s\-‐-―.()]/g;

export function normalizePhone(phone: string): string {
  const text = phone.trim().replace(SEPARATORS, '');
  if (!/^\+?[0-9]+$/.test(text)) return text; // not a number: the rules say so on the field
  if (/^[0-9]{10}$/.test(text)) return `+91${text}`;
  if (/^0[0-9]{10}$/.test(text)) return `+91${text.slice(1)}`;
  if (/^(\+91|91)[0-9]{10}$/.test(text)) return `+91${text.slice(-10)}`;
  if (/^\+910[0-9]{10}$/.test(text)) return `+91${text.slice(-10)}`;
  return text;
}

/** The one printed form: "+91 98765 43210" for Indian numbers; others as stored. */
export function formatPhone(phone: string): string {
  const normal = normalizePhone(phone);
  const indian = /^\+91([0-9]{5})([0-9]{5})$/.exec(normal);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : normal;
}
