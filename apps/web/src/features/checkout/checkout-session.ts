import type { ShippingForm } from '@skins/shared';
import * as z from 'zod/mini';

// The shipping details of this tab's checkout, so a reload does not lose them. sessionStorage:
// they are personal and go when the tab closes. Read back through the shape check, never trusted.
const KEY = 'checkoutShipping';

const StoredShippingSchema = z.object({
  pipelineId: z.string(),
  isSubmitted: z.boolean(),
  // Text fields, the flag of a state kept against its PIN's (decision 047) and the order
  // updates' consent (issue [16]).
  shipping: z.catchall(
    z.object({
      stateConfirmed: z.optional(z.boolean()),
      whatsappUpdates: z.optional(z.boolean()),
    }),
    z.optional(z.string()),
  ),
});

export interface StoredShipping {
  /** The details last entered in this tab, to prefill the form. */
  shipping: Partial<ShippingForm>;
  /** Submitted in this same checkout (a reload): open on the summary. */
  isSubmittedHere: boolean;
}

export function readCheckoutShipping(pipelineId: string): StoredShipping | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? StoredShippingSchema.safeParse(JSON.parse(raw)) : null;
    if (!parsed?.success) return null;
    const isSameCheckout = parsed.data.pipelineId === pipelineId;
    // Consent is given for one checkout: a later one in this tab starts with the box unticked.
    const { whatsappUpdates, ...shipping } = parsed.data.shipping;
    return {
      shipping:
        isSameCheckout && whatsappUpdates !== undefined
          ? { ...shipping, whatsappUpdates }
          : shipping,
      isSubmittedHere: parsed.data.isSubmitted && isSameCheckout,
    };
  } catch {
    return null;
  }
}

export function writeCheckoutShipping(
  pipelineId: string,
  shipping: ShippingForm,
  isSubmitted: boolean,
): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ pipelineId, isSubmitted, shipping }));
  } catch {
    // Only a convenience: the checkout works without it.
  }
}

// The cart reminder box's tick for this tab's checkout: the draft it saved lives on the server
// under the checkout's id, so a reload shows the box as the shopper left it.
const REMINDER_KEY = 'checkoutReminder';

export function readReminderChoice(pipelineId: string): boolean {
  try {
    const raw = window.sessionStorage.getItem(REMINDER_KEY);
    return raw !== null && JSON.parse(raw)?.pipelineId === pipelineId;
  } catch {
    return false;
  }
}

export function writeReminderChoice(pipelineId: string, isOn: boolean): void {
  try {
    if (isOn) window.sessionStorage.setItem(REMINDER_KEY, JSON.stringify({ pipelineId }));
    else window.sessionStorage.removeItem(REMINDER_KEY);
  } catch {
    // Only a convenience, as above.
  }
}
