import {
  DEFAULT_COUNTRY,
  MESSAGES,
  type ShippingForm,
  type ShippingFormInput,
  ShippingFormSchema,
} from '@skins/shared';

/** The form's fields in the order they appear (spec §3); the first invalid one gets focus. */
export const SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'apartment',
  'city',
  'pin',
  'state',
  'country',
  'phone',
  'email',
  'customerNote',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** What the inputs hold: every field as typed, optional ones as ''. */
export type ShippingFormValues = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export function toFormValues(initial: Partial<ShippingFormInput> = {}): ShippingFormValues {
  return {
    firstName: initial.firstName ?? '',
    lastName: initial.lastName ?? '',
    address: initial.address ?? '',
    apartment: initial.apartment ?? '',
    city: initial.city ?? '',
    pin: initial.pin ?? '',
    state: initial.state ?? '',
    country: initial.country?.trim() ? initial.country : DEFAULT_COUNTRY,
    phone: initial.phone ?? '',
    email: initial.email ?? '',
    customerNote: initial.customerNote ?? '',
  };
}

/** "110 001" is how PINs are often written; the spec's rule is six digits. */
export function normalisePin(pin: string): string {
  return pin.replace(/\s+/g, '');
}

/**
 * Spaces, dashes, dots and brackets dropped, and the country code (+91, 91) or trunk 0 taken off
 * a longer number, so "+91 98765-43210" and "098765 43210" read as the ten digits the spec wants.
 */
function normalisePhone(phone: string): string {
  const digits = phone.replace(/[\s\-().]/g, '');
  const national = /^(?:\+91|91|0)(\d{10})$/.exec(digits);
  return national?.[1] ?? digits;
}

const SPEC_MESSAGES: ReadonlySet<string> = new Set(Object.values(MESSAGES.shipping));

export type ShippingValidation =
  | { ok: true; value: ShippingForm }
  | { ok: false; errors: ShippingErrors };

/**
 * The shared schema's verdict, with the first message of each field (spec §5 wording).
 * `stateConfirmed`: the shopper kept a state the PIN does not name (sent only then).
 */
export function validateShipping(
  values: ShippingFormValues,
  { stateConfirmed = false }: { stateConfirmed?: boolean } = {},
): ShippingValidation {
  const result = ShippingFormSchema.safeParse({
    ...values,
    pin: normalisePin(values.pin),
    phone: normalisePhone(values.phone),
    ...(stateConfirmed ? { stateConfirmed: true } : {}),
  });
  if (result.success) return { ok: true, value: result.data };
  const errors: ShippingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isShippingField(field)) continue;
    // A seven-digit PIN breaks both the length cap and the format; the spec's words win.
    const current = errors[field];
    if (
      current === undefined ||
      (!SPEC_MESSAGES.has(current) && SPEC_MESSAGES.has(issue.message))
    ) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}

function isShippingField(key: unknown): key is ShippingField {
  return typeof key === 'string' && (SHIPPING_FIELDS as readonly string[]).includes(key);
}
