import { fieldErrorsOf } from '#features/admin/components/error-message.ts';
import { saveFailureMessage } from '#features/admin/components/form-errors.ts';
import { isApiError } from '#lib/api-client.ts';

// The top-level fields the form shows messages beside (the keys of ProductWriteSchema's body).
const FORM_FIELDS: readonly string[] = [
  'name',
  'slug',
  'description',
  'price',
  'compareAtPrice',
  'images',
  'category',
  'productType',
  'tags',
  'compatibility',
  'stock',
];

/** Messages keyed by the field's path as the server writes it: `price`, `images.0`, `compatibility.1.models`. */
export type ProductFieldErrors = Readonly<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** ProductWriteSchema's issues in the server's own `details.fields` shape; the first per field wins. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): ProductFieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A refused save's messages by field: a 400's `details.fields`, or a 409's taken slug (the
 * server names the slug in `details.fields` too; its message is the fallback).
 */
function fieldErrorsOfSave(error: unknown): ProductFieldErrors {
  if (isApiError(error) && error.status === 409) {
    const fields = error.details?.fields;
    const slug =
      typeof fields === 'object' && fields !== null && 'slug' in fields ? fields.slug : null;
    return { slug: typeof slug === 'string' ? slug : error.message };
  }
  return fieldErrorsOf(error);
}

/** A refused save: the messages by field, and the form's own message about them. */
export function productSaveErrorsOf(error: unknown): {
  fields: ProductFieldErrors;
  message: string;
} {
  const fields = fieldErrorsOfSave(error);
  return {
    fields,
    message: saveFailureMessage(
      error,
      fields,
      (field) => FORM_FIELDS.includes(field),
      'The product could not be saved. Try again.',
    ),
  };
}

/** The first message for `field` itself or anything below it (`images` covers `images.3`). */
export function errorUnder(errors: ProductFieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const prefix = `${field}.`;
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix)) return message;
  }
  return undefined;
}
