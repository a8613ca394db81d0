// The couriers an admin ships with (API.md § Orders after payment). Each tracking page is a
// template; `{awb}` is replaced by the URL-encoded tracking number. India Post and Shadowfax
// publish no deep link by AWB, so theirs is the tracking page where the shopper enters it.
import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants.ts';

export const COURIERS = [
  {
    name: 'Delhivery',
    trackingUrlTemplate: 'https://www.delhivery.com/track/package/{awb}',
  },
  {
    name: 'Blue Dart',
    trackingUrlTemplate:
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  {
    name: 'DTDC',
    trackingUrlTemplate:
      'https://tracking.dtdc.com/ctbs-tracking/customerInterface.tr?submitName=showCITrackingDetails&cType=Consignment&cnNo={awb}',
  },
  {
    name: 'Ecom Express',
    trackingUrlTemplate: 'https://www.ecomexpress.in/tracking/?awb_field={awb}',
  },
  {
    name: 'India Post',
    trackingUrlTemplate:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
  {
    name: 'Xpressbees',
    trackingUrlTemplate: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  },
  {
    name: 'Shadowfax',
    trackingUrlTemplate: 'https://www.shadowfax.in/track-order',
  },
] as const;

/** A courier without a template: the admin gives the tracking page. */
export const OTHER_COURIER = 'Other' as const;

// Spelled out (not mapped from COURIERS) so the enum keeps its literal tuple type.
export const COURIER_NAMES = [
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ecom Express',
  'India Post',
  'Xpressbees',
  'Shadowfax',
  OTHER_COURIER,
] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

/** The courier's tracking page for this AWB; null for `Other` (its URL is given by hand). */
export function courierTrackingUrl(courier: CourierName, trackingNumber: string): string | null {
  const known = COURIERS.find((entry) => entry.name === courier);
  if (!known) return null;
  return known.trackingUrlTemplate.replace('{awb}', encodeURIComponent(trackingNumber));
}

const TRACKING_NUMBER_MAX_LENGTH = 64;
const TRACKING_URL_MAX_LENGTH = 500;

const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(TRACKING_URL_MAX_LENGTH),
  z.refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), {
    message: 'Enter the tracking page as an http(s) address.',
  }),
);

/**
 * PUT /api/orders/{id}/ship (admin). `trackingUrl` is required for `Other`; for a known courier
 * a given one wins over the template (a courier's own link from its booking).
 */
export const ShipOrderInputSchema = z
  .object({
    courier: z.enum(COURIER_NAMES),
    trackingNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the AWB / tracking number.'),
        z.maxLength(TRACKING_NUMBER_MAX_LENGTH),
      ),
    trackingUrl: z.optional(httpUrl),
  })
  .check(
    z.refine((input) => input.courier !== OTHER_COURIER || input.trackingUrl !== undefined, {
      message: 'Give the tracking page for another courier.',
      path: ['trackingUrl'],
    }),
  );
export type ShipOrderInput = z.infer<typeof ShipOrderInputSchema>;

/** PUT /api/orders/{id}/decline-cancel (admin): the reason the shopper reads in the mail. */
export const DeclineCancelInputSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LENGTH.customerNote)),
});
export type DeclineCancelInput = z.infer<typeof DeclineCancelInputSchema>;

/**
 * PUT /api/orders/{id}/request-cancel (the shopper, with the order's token): an optional reason,
 * which the owner's mail and the order's history show. The body may be left out altogether.
 */
export const CancelRequestInputSchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MAX_LENGTH.customerNote))),
});
export type CancelRequestInput = z.infer<typeof CancelRequestInputSchema>;

/** The shipment as the track view and the order show it. */
export const ShipmentSchema = z.object({
  courier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;
