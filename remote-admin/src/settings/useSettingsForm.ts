import type { FormInstance } from 'antd/es/form';
import { isApiError } from 'shared-contracts/api/api-error';
import { fieldErrorsForForm } from 'shared-contracts/api/form-errors';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';

/** A refused save: the API's per-field messages on the form's fields (the rules' words), else a toast. */
export function showSaveError(form: FormInstance, error: unknown): void {
  if (isApiError(error) && error.code === 'validation_failed') {
    const fields = fieldErrorsForForm(error.fields);
    if (fields.length) {
      form.setFields(fields as never);
      return;
    }
  }
  notify(apiErrorMessage(error), 'error');
}
