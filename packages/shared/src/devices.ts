// zod/mini like the catalog's schemas: the storefront parses GET /api/devices with these.
import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants.ts';
import { dataEnvelopeSchema } from './contract.ts';

/** A brand and the models that active products fit, as product `compatibility` names them. */
export const DeviceBrandSchema = z.object({
  brand: z.string(),
  models: z.array(z.string()),
});
export type DeviceBrand = z.infer<typeof DeviceBrandSchema>;

/** GET /api/devices: brands A–Z, each brand's models in natural order ("iPhone 9" < "iPhone 10"). */
export const DeviceListSchema = dataEnvelopeSchema(DeviceBrandSchema);
export type DeviceList = z.infer<typeof DeviceListSchema>;

// Control characters can name no stored device, and PostgreSQL refuses NUL in text and jsonb:
// refused here, they never reach the query (no 500).
const deviceName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'May not be blank'),
    z.maxLength(MAX_LENGTH.name, `Must be at most ${MAX_LENGTH.name} characters`),
    z.regex(/^[^\p{Cc}]*$/u, 'May not contain control characters'),
  );

/**
 * The device filter of a product list (GET /api/products, /type/{type}, /search/full): a brand
 * and one of its models, both or neither. Products that name the device in `compatibility`
 * answer, and products with an empty `compatibility`, which fit every device.
 */
export const DEVICE_QUERY_FIELDS = {
  brand: z.optional(deviceName),
  model: z.optional(deviceName),
};

export const DEVICE_QUERY_MESSAGES = {
  brand: 'Send brand with model: a device is a brand and one of its models',
  model: 'Send model with brand: a device is a brand and one of its models',
} as const;

interface DeviceQuery {
  brand?: string | undefined;
  model?: string | undefined;
}

/** The both-or-neither rule, as checks for a query schema that spreads `DEVICE_QUERY_FIELDS`. */
export const DEVICE_QUERY_CHECKS = [
  z.refine<DeviceQuery>((query) => query.brand !== undefined || query.model === undefined, {
    message: DEVICE_QUERY_MESSAGES.brand,
    path: ['brand'],
  }),
  z.refine<DeviceQuery>((query) => query.model !== undefined || query.brand === undefined, {
    message: DEVICE_QUERY_MESSAGES.model,
    path: ['model'],
  }),
] as const;
