import type { FieldErrors } from './error-codes';

/** One antd form field's errors, as `form.setFields` takes them. */
export interface FormFieldErrors {
  name: (string | number)[];
  errors: string[];
}

/**
 * The API's per-field messages (ApiError.fields, keyed by path: 'addresses.0.pincode') as antd
 * form fields (['addresses', 0, 'pincode']). Paths a form does not have are left to the caller's
 * general message; `known` limits the result to the form's top-level fields when given.
 */
export function fieldErrorsForForm(fields: FieldErrors, known?: readonly string[]): FormFieldErrors[] {
  return Object.entries(fields)
    .filter(([path, errors]) => path !== '' && errors.length > 0 && (!known || known.includes(path.split('.')[0]!)))
    .map(([path, errors]) => ({
      name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors,
    }));
}
