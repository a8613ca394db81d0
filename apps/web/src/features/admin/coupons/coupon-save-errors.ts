import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageOf, fieldErrorsOf } from '../components/error-message.ts';
import { type CouponFieldErrors, isCouponField } from './coupon-form-values.ts';

export const CHECK_FIELDS = 'Check the fields marked in red.';

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
  const fields: CouponFieldErrors = {};
  const unplaced: string[] = [];
  for (const [path, text] of Object.entries(fieldErrorsOf(error))) {
    const field = path.split('.')[0] ?? '';
    if (isCouponField(field)) fields[field] ??= text;
    else unplaced.push(text);
  }
  if (Object.keys(fields).length === 0 && unplaced.length === 0) {
    return { fields, message: errorMessageOf(error, 'The coupon could not be saved. Try again.') };
  }
  const placed = Object.keys(fields).length > 0 ? [CHECK_FIELDS] : [];
  return { fields, message: [...unplaced, ...placed].join(' ') };
}
