import { isApiError } from '#lib/api-client.ts';
import { fieldErrorsOf } from '../components/error-message.ts';
import { CHECK_FIELDS, saveFailureMessage } from '../components/form-errors.ts';
import { type CouponFieldErrors, isCouponField } from './coupon-form-values.ts';

/**
 * A refused save, said where the admin can act on it: a taken code (409) under the code, a 400's
 * `details.fields` under their fields, anything else (or a field the form does not show) as the
 * form's message.
 */
export function couponSaveErrorsOf(error: unknown): {
  fields: CouponFieldErrors;
  message: string;
} {
  if (isApiError(error) && error.status === 409) {
    return { fields: { name: error.message }, message: CHECK_FIELDS };
  }
  const serverFields = fieldErrorsOf(error);
  const fields: CouponFieldErrors = {};
  for (const [path, text] of Object.entries(serverFields)) {
    const field = path.split('.')[0] ?? '';
    if (isCouponField(field)) fields[field] ??= text;
  }
  return {
    fields,
    message: saveFailureMessage(
      error,
      serverFields,
      isCouponField,
      'The coupon could not be saved. Try again.',
    ),
  };
}
