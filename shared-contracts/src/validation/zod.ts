/**
 * The rules inside the API's zod request schemas, so the API judges input exactly as the forms do.
 *
 *   const Address = z.object({
 *     name: withRules(z.string(), required, max(80)),
 *     gstin: withRules(z.string().optional(), gstNumber),
 *   });
 *   const result = withLanguage('fr', () => Address.safeParse(body));
 *   if (!result.success) reply.code(400).send({ errors: fieldErrors(result.error) });
 *
 * Contract of `withRules(schema, ...rules)`:
 * - Returns the same kind of schema (same type, so `z.infer` is unchanged) with one extra check.
 * - The rules judge the schema's parsed (output) value, after its own checks and transforms, in
 *   the order given. Every failing rule adds one issue (code 'custom') with the rule's message at
 *   the schema's place, which inside an object is the field's path ('address.pincode'). This is
 *   what antd shows too: all failing rules of a field.
 * - Messages are computed while parsing, so `withLanguage(lng, () => schema.safeParse(x))` gives
 *   them in `lng`; otherwise they follow the shared i18n instance.
 * - When the schema itself already failed (e.g. a number where a string belongs), the rules do
 *   not run; zod's own issue stands.
 * - Except for required values: when `required` or `fileRequired` is among the rules and the value
 *   is empty (missing, null, '', blank, []), that rule's message replaces zod's own issues for the
 *   field, so a missing field reads 'This field is required.' rather than zod's "expected string,
 *   received undefined" (which is English only). Put `required` on a schema that is not
 *   `.optional()`: inside an object, zod drops every issue of an absent key whose schema is
 *   optional, so `withRules(z.string().optional(), required)` lets a missing key through (it still
 *   rejects '' and null).
 */
import { z } from 'zod';
import { fileRequired, required, type Rule } from './rules';

// In a browser, zod parses without compiling code: its fast path probes `new Function`, which the
// pages' Content-Security-Policy refuses (no eval) and reports as a violation. Every shared schema
// is built through this module, so this runs before any of them parses. The server keeps the fast path.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Whether an issue belongs to the value itself rather than to something inside it. */
const atRoot = (issue: { path?: readonly PropertyKey[] | undefined }): boolean =>
  issue.path === undefined || issue.path.length === 0;

/** zod's own "stop here" test: an issue not marked to continue aborts the remaining checks. */
const aborted = (payload: z.core.ParsePayload): boolean =>
  payload.aborted === true || payload.issues.some((issue) => issue.continue !== true);

export function withRules<T extends z.ZodType>(schema: T, ...rules: Rule[]): T {
  const requiring = rules.filter((rule) => rule === required || rule === fileRequired);
  const missing = (value: unknown): boolean => requiring.some((rule) => rule(value) !== true);

  return schema.check(
    z.superRefine<z.output<T>>(
      (value, ctx) => {
        if (missing(value)) {
          // the value is absent: our required message replaces zod's own complaints about it
          for (let i = ctx.issues.length - 1; i >= 0; i--) {
            const issue = ctx.issues[i];
            if (issue !== undefined && atRoot(issue)) ctx.issues.splice(i, 1);
          }
        }
        for (const rule of rules) {
          const verdict = rule(value);
          if (verdict !== true) ctx.addIssue({ code: 'custom', message: verdict, input: value });
        }
      },
      // run after a failed parse too, but only to replace its issues by a required message
      { when: (payload) => !aborted(payload) || missing(payload.value) },
    ),
  );
}

/**
 * The messages of a failed parse per field, keyed by dotted path ('name', 'address.pincode',
 * 'items.0.qty'); issues about the whole input are under ''. Messages keep zod's order, without
 * repeats.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map((part) => String(part)).join('.');
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
