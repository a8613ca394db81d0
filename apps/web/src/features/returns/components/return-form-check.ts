import {
  CreateReturnInputSchema,
  type CreateReturnRequest,
  type Order,
  returnQuantityMessage,
} from '@skins/shared';

/** The form's fields, as the messages are placed: a line's quantity under `lines.{itemId}`. */
export type ReturnFormErrors = Partial<Record<string, string>>;

/** What the shopper chose: a quantity per order line they ticked. */
export type ChosenLines = ReadonlyMap<string, number>;

/**
 * The form's own check before it sends: the shared schema's verdict (the server's) on the
 * request, and each quantity within what is left to return of its line, which only the page
 * knows from the order's returns. Empty when the request may go.
 */
export function checkReturnRequest(
  request: CreateReturnRequest,
  lines: Order['products'],
  returnable: ReadonlyMap<string, number>,
): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  const parsed = CreateReturnInputSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const key =
        field === 'lines' && typeof index === 'number'
          ? `lines.${request.lines[index]?.itemId ?? ''}`
          : String(field ?? 'form');
      errors[key] ??= issue.message;
    }
  }
  for (const chosen of request.lines) {
    const line = lines.find((candidate) => candidate._id === chosen.itemId);
    const left = returnable.get(chosen.itemId) ?? 0;
    if (line && chosen.quantity > left) {
      errors[`lines.${chosen.itemId}`] = returnQuantityMessage(line.product.name, left);
    }
  }
  return errors;
}

/**
 * The server's 400 placed on the form's fields (`details.fields`: `lines.0.quantity`,
 * `photoIds`, …); a field the form does not show is kept under `form`.
 */
export function serverFieldErrors(
  fields: Record<string, unknown>,
  request: CreateReturnRequest,
): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    const [field, index] = path.split('.');
    const itemId = field === 'lines' ? request.lines[Number(index)]?.itemId : undefined;
    const key = itemId ? `lines.${itemId}` : (field ?? 'form');
    errors[KNOWN_FIELDS.has(key) || itemId ? key : 'form'] ??= message;
  }
  return errors;
}

const KNOWN_FIELDS = new Set(['lines', 'reason', 'details', 'photoIds', 'resolution']);
