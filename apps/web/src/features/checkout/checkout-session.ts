import type { ShippingForm } from '@skins/shared';
import * as z from 'zod/mini';

// The shipping details of this tab's checkout, so a reload does not lose them. sessionStorage:
// they are personal and go when the tab closes. Read back through the shape check, never trusted.
const KEY = 'checkoutShipping';

const StoredShippingSchema = z.object({
  pipelineId: z.string(),
  isSubmitted: z.boolean(),
  // Text fields, and the flag of a state kept against its PIN's (decision 047).
  shipping: z.catchall(
    z.object({ stateConfirmed: z.optional(z.boolean()) }),
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
    return {
      shipping: parsed.data.shipping,
      isSubmittedHere: parsed.data.isSubmitted && parsed.data.pipelineId === pipelineId,
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
