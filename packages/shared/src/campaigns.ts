import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants.ts';
import { listEnvelopeSchema } from './contract.ts';
import { hasWholeBasisPoints } from './pricing.ts';

/** Coupon codes: trimmed, matched case-insensitively, stored upper-case (API.md § Campaigns). */
const CouponCodeSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a coupon code'),
      z.maxLength(MAX_LENGTH.couponCode, `Must be at most ${MAX_LENGTH.couponCode} characters`),
    ),
  z.transform((code: string) => code.toUpperCase()),
);

export const CampaignSearchQuerySchema = z.object({ name: CouponCodeSchema });

/** A usable code: its id and discount as a fraction (0.1 = 10% off). */
export const CampaignSearchResultSchema = z.object({ id: z.string(), discount: z.number() });

/** The admin's view of a campaign; `name` is the code. Dates are ISO strings or null. */
export const CampaignSchema = z.object({
  _id: z.string(),
  name: z.string(),
  discount: z.number(),
  active: z.boolean(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  maxRedemptions: z.nullable(z.int()),
  redemptions: z.int(),
  firstOrderOnly: z.boolean(),
  email: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** GET /api/campaigns (admin). */
export const CampaignListSchema = listEnvelopeSchema(CampaignSchema);
export type CampaignList = z.infer<typeof CampaignListSchema>;

/** DELETE /api/campaigns/{id} (admin). */
export const CampaignDeleteResultSchema = z.object({
  _id: z.string(),
  /** `deleted` when nothing refers to it; `deactivated` when used or referred to (orders keep it). */
  outcome: z.enum(['deleted', 'deactivated']),
});
export type CampaignDeleteResult = z.infer<typeof CampaignDeleteResultSchema>;

// An ISO 8601 date (midnight UTC) or a date-time with its zone, a real calendar day, years
// 1970–9999: `Date.parse` alone takes '1', '2026-02-31' or year -271821, which PostgreSQL refuses
// (a 500) or which silently become another day.
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

function isRealIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  const time = Date.parse(text);
  return isRealDay && year >= 1970 && !Number.isNaN(time) && time < Date.UTC(10_000, 0, 1);
}

const isoDate = z.pipe(
  z
    .string()
    .check(
      z.maxLength(40),
      z.refine(isRealIsoDate, 'Use an ISO date such as 2026-04-01 or 2026-04-01T00:00:00Z'),
    ),
  z.transform((s: string) => new Date(s)),
);

/** A code an admin may create: letters, digits, '-' and '_' (typed in at checkout). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const CampaignCodeSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a coupon code'),
      z.maxLength(MAX_LENGTH.couponCode, `Must be at most ${MAX_LENGTH.couponCode} characters`),
      z.regex(COUPON_CODE_PATTERN, 'Use letters, digits, - and _ only'),
    ),
  z.transform((code: string) => code.toUpperCase()),
);

const EmailFormat = z.email();

// Blank (after trimming) means "anyone may use the code"; the service stores it as null.
const OwnerEmailSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(MAX_LENGTH.email, 'Invalid email address'),
    z.refine((e) => e === '' || z.safeParse(EmailFormat, e).success, 'Invalid email address'),
  ),
  z.transform((e: string) => e.toLowerCase()),
);

/** The smallest discount a campaign may give: one basis point, as the database stores it. */
export const MIN_DISCOUNT_FRACTION = 0.0001;

const DiscountSchema = z.number().check(
  z.gt(0, 'Discount must be more than 0'),
  // 5e-324 is more than 0 yet rounds to 0 basis points, which the database refuses. A bound,
  // not a refinement, so the OpenAPI document shows it.
  z.gte(MIN_DISCOUNT_FRACTION, 'Discount must be at least 0.0001 (0.01% off)'),
  z.maximum(0.9, 'Discount must be at most 0.9 (90% off)'),
  z.refine(hasWholeBasisPoints, 'At most four decimals'),
);
z.globalRegistry.add(DiscountSchema, {
  description: 'A fraction (0.1 = 10% off), at most four decimals',
});

/** Create or replace a campaign (admin). */
export const CampaignInputSchema = z
  .object({
    name: CampaignCodeSchema,
    discount: DiscountSchema,
    active: z._default(z.boolean(), true),
    startsAt: z.optional(z.nullable(isoDate)),
    endsAt: z.optional(z.nullable(isoDate)),
    maxRedemptions: z.optional(
      z.nullable(
        z
          .int({ error: 'Must be a whole number from 1 to 10,000,000' })
          .check(z.minimum(1), z.maximum(10_000_000)),
      ),
    ),
    firstOrderOnly: z._default(z.boolean(), false),
    email: z.optional(z.nullable(OwnerEmailSchema)),
  })
  .check(
    z.refine((c) => !c.startsAt || !c.endsAt || c.startsAt < c.endsAt, {
      message: 'The end must come after the start',
      path: ['endsAt'],
    }),
  );
export type CampaignInput = z.infer<typeof CampaignInputSchema>;
