import * as z from 'zod/mini';
import {
  DEFAULT_COUNTRY,
  MAX_LENGTH,
  MAX_LINE_QUANTITY,
  PHONE_LENGTH,
  PIN_LENGTH,
} from './constants.ts';
import { RupeesSchema } from './contract.ts';
import { MESSAGES } from './messages.ts';
import { PIN_STATE_MESSAGES, pinStateMismatch } from './pin-states.ts';

const m = MESSAGES.shipping;

/** A trimmed text field whose absence and emptiness both read as "{field} is required". */
function requiredText(requiredMessage: string, maxLength: number) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(maxLength, `Must be at most ${maxLength} characters`),
    );
}

/** A required run of digits: the spec's format message wins over a length message. */
function requiredDigits(requiredMessage: string, length: number, formatMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.regex(new RegExp(`^\\d{${length}}$`), formatMessage),
    );
}

function optionalText(maxLength: number) {
  return z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(maxLength, `Must be at most ${maxLength} characters`)),
    ),
    z.transform((s: string | undefined) => (s ? s : undefined)),
  );
}

/** Broad enough for real addresses, strict enough to catch typos like a missing domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const ShippingFormSchema = z
  .object({
    firstName: requiredText(m.firstNameRequired, MAX_LENGTH.name),
    lastName: requiredText(m.lastNameRequired, MAX_LENGTH.name),
    address: requiredText(m.addressRequired, MAX_LENGTH.addressLine),
    apartment: optionalText(MAX_LENGTH.addressLine),
    city: requiredText(m.cityRequired, MAX_LENGTH.cityOrState),
    pin: requiredDigits(m.pinRequired, PIN_LENGTH, m.pinInvalid),
    state: requiredText(m.stateRequired, MAX_LENGTH.cityOrState),
    country: z._default(
      z.string().check(z.trim(), z.maxLength(MAX_LENGTH.cityOrState)),
      DEFAULT_COUNTRY,
    ),
    phone: requiredDigits(m.phoneRequired, PHONE_LENGTH, m.phoneInvalid),
    email: requiredText(m.emailRequired, MAX_LENGTH.email).check(
      z.regex(EMAIL_PATTERN, m.emailInvalid),
    ),
    customerNote: optionalText(MAX_LENGTH.customerNote),
    /**
     * The shopper confirmed the state although the PIN's prefix names another (pin-states.ts);
     * without it such a pair is refused on `state` (decision 047).
     */
    stateConfirmed: z.optional(z.boolean()),
    /**
     * "Send me order updates on WhatsApp", ticked (issue [16]); shown only when a channel is
     * configured. The order keeps the consent with its time; absent or false: no messages.
     */
    whatsappUpdates: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((shipping, ctx) => {
      const pinStates = pinStateMismatch(shipping.pin, shipping.state);
      if (!pinStates || shipping.stateConfirmed === true) return;
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: PIN_STATE_MESSAGES.mismatch(shipping.pin, pinStates, shipping.state),
      });
    }),
  );
export type ShippingForm = z.infer<typeof ShippingFormSchema>;
export type ShippingFormInput = z.input<typeof ShippingFormSchema>;

export const OrderUserSchema = z.object({
  firstName: requiredText(m.firstNameRequired, MAX_LENGTH.name),
  lastName: requiredText(m.lastNameRequired, MAX_LENGTH.name),
  email: requiredText(m.emailRequired, MAX_LENGTH.email).check(
    z.regex(EMAIL_PATTERN, m.emailInvalid),
  ),
  phone: requiredDigits(m.phoneRequired, PHONE_LENGTH, m.phoneInvalid),
});

export const OrderLineInputSchema = z.object({
  product: z.string().check(z.minLength(1), z.maxLength(100)),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  price: RupeesSchema,
  extraInfo: z.object({
    model: z.string().check(z.trim(), z.maxLength(MAX_LENGTH.name)),
    brand: z.string().check(z.trim(), z.maxLength(MAX_LENGTH.name)),
  }),
});

export const AppliedCouponSchema = z.object({
  _id: z.string().check(z.minLength(1), z.maxLength(100)),
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LENGTH.couponCode)),
  discount: z.number().check(z.gt(0), z.maximum(0.9)),
});
/** The coupon checkout prices with and sends with the order: `{ _id, code, discount }`. */
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

/** The order the storefront builds at checkout (API.md § Payments). Figures are rupees. */
export const OrderDetailsSchema = z.object({
  user: OrderUserSchema,
  products: z.array(OrderLineInputSchema).check(z.minLength(1), z.maxLength(50)),
  shippingInfo: ShippingFormSchema,
  coupon: z.nullable(AppliedCouponSchema),
  subtotal: RupeesSchema,
  discount: RupeesSchema,
  tax: RupeesSchema,
  total: RupeesSchema,
  paymentMethod: z.literal('Online'),
  paymentStatus: z.literal('Pending'),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;
