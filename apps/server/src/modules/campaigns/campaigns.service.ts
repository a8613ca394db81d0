import {
  basisPointsToFraction,
  type Campaign,
  type CampaignInput,
  COUPON_CODE_PATTERN,
  fractionToBasisPoints,
  isUuid,
} from '@skins/shared';
import { and, count, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { type CampaignRow, campaigns } from './campaigns.tables.ts';
import { availabilityRefusal, COUPON_REFUSALS, type CouponRefusal } from './coupon-check.ts';

const CAMPAIGN_NOT_FOUND = 'No campaign with this id.';
const DUPLICATE_CODE = 'A campaign with this code already exists.';

/** The admin's (and the contract's) view of a row: discount as a fraction, `name` is the code. */
function campaignView(row: CampaignRow): Campaign {
  return {
    _id: row.id,
    name: row.code,
    discount: basisPointsToFraction(row.discountBp),
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    firstOrderOnly: row.firstOrderOnly,
    email: row.ownerEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Case-insensitive and trimmed: codes are stored upper-case. */
export async function findCampaignByCode(db: Db | Tx, code: string): Promise<CampaignRow | null> {
  const wanted = code.trim().toUpperCase();
  // No stored code has other characters; and PostgreSQL refuses some (NUL) with an error.
  if (!COUPON_CODE_PATTERN.test(wanted)) return null;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.code, wanted));
  return row ?? null;
}

export interface CouponUseContext {
  /** The buyer's email; owner-bound and first-order-only codes need it. */
  email?: string;
  now?: Date;
  /** Whether this email already has a paid order (orders' `hasPaidOrder`). */
  hasPaidOrder: (email: string) => Promise<boolean>;
}

export type CouponUsability =
  | { usable: true; campaign: CampaignRow }
  | ({ usable: false } & CouponRefusal);

/**
 * The authoritative check at checkout, with the precise reason for a refusal (API.md § Decisions,
 * coupons at checkout). Order: exists, active, window, redemptions left, owner email, first order.
 */
export async function checkCouponUsable(
  db: Db | Tx,
  code: string,
  { email, now = new Date(), hasPaidOrder }: CouponUseContext,
): Promise<CouponUsability> {
  const campaign = await findCampaignByCode(db, code);
  if (!campaign) return { usable: false, ...COUPON_REFUSALS.notFound() };
  const unavailable = availabilityRefusal(campaign, now);
  if (unavailable) return { usable: false, ...unavailable };
  const buyer = email?.trim().toLowerCase();
  if (campaign.ownerEmail !== null || campaign.firstOrderOnly) {
    if (!buyer) return { usable: false, ...COUPON_REFUSALS.emailRequired() };
    if (campaign.ownerEmail !== null && campaign.ownerEmail !== buyer) {
      return { usable: false, ...COUPON_REFUSALS.wrongEmail() };
    }
    if (campaign.firstOrderOnly && (await hasPaidOrder(buyer))) {
      return { usable: false, ...COUPON_REFUSALS.firstOrderOnly() };
    }
  }
  return { usable: true, campaign };
}

/** Refusals the coupon search names: the code was real and has run out, so saying so helps. */
const TOLD_AT_SEARCH = new Set<CouponRefusal['reason']>(['EXPIRED', 'USED_UP']);

type CouponLookup =
  | { found: true; id: string; discount: number }
  | { found: false; told: CouponRefusal | null };

/**
 * The coupon search at checkout, which has no email yet: judged on active, window and
 * redemptions only (owner and first-order checks come at create-order, checkCouponUsable). An
 * expired or used-up code comes back with its refusal (decision 021), others with none.
 */
export async function searchCoupon(db: Db, code: string, now = new Date()): Promise<CouponLookup> {
  const campaign = await findCampaignByCode(db, code);
  if (!campaign) return { found: false, told: null };
  const refusal = availabilityRefusal(campaign, now);
  if (refusal) return { found: false, told: TOLD_AT_SEARCH.has(refusal.reason) ? refusal : null };
  return { found: true, id: campaign.id, discount: basisPointsToFraction(campaign.discountBp) };
}

/**
 * Counts one use, atomically: true when a redemption was left. The condition lives in the UPDATE,
 * so concurrent buyers queue on the row lock and each re-reads the count — never more than
 * `maxRedemptions` (the CHECK constraint backs this up). Call inside the order's transaction.
 */
export async function redeemCoupon(tx: Db | Tx, campaignId: string): Promise<boolean> {
  const rows = await tx
    .update(campaigns)
    .set({ redemptions: sql`${campaigns.redemptions} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.active, true),
        or(
          isNull(campaigns.maxRedemptions),
          sql`${campaigns.redemptions} < ${campaigns.maxRedemptions}`,
        ),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length === 1;
}

/**
 * Gives one use back (an order cancelled before it shipped, orders' cancel): the count goes down
 * by one, never below zero. Call inside the transaction that removed the order's redemption row,
 * so one redemption is given back once. An inactive or expired campaign is counted back too; it
 * stays refused for its own reasons.
 */
export async function returnCouponRedemption(tx: Db | Tx, campaignId: string): Promise<boolean> {
  const rows = await tx
    .update(campaigns)
    .set({ redemptions: sql`${campaigns.redemptions} - 1`, updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, campaignId), sql`${campaigns.redemptions} > 0`))
    .returning({ id: campaigns.id });
  return rows.length === 1;
}

/**
 * Locks the campaign's row for a checkout that is reserving its code: concurrent checkouts of
 * one code queue here, and each counts what the others left. NO KEY UPDATE queues them and
 * redeemCoupon's UPDATE, but not the foreign-key checks of orders and checkouts that merely
 * refer to the campaign.
 */
export async function lockCampaignForCheckout(tx: Tx, campaignId: string): Promise<void> {
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('no key update');
}

/** The codes of these campaigns by id (a subscriber's welcome code, for one). */
export async function findCampaignCodes(
  db: Db | Tx,
  campaignIds: readonly string[],
): Promise<Map<string, string>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ id: campaigns.id, code: campaigns.code })
    .from(campaigns)
    .where(inArray(campaigns.id, [...new Set(campaignIds)]));
  return new Map(rows.map((row) => [row.id, row.code]));
}

// --- Admin ---

export interface CampaignListQuery {
  page: number;
  limit: number;
  /** Part of a code, any case. */
  search?: string | undefined;
}

export async function listCampaigns(db: Db, { page, limit, search }: CampaignListQuery) {
  const pattern = search ? `%${search.toUpperCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = pattern ? like(campaigns.code, pattern) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { data: rows.map(campaignView), page, limit, total, totalPages: Math.ceil(total / limit) };
}

async function findById(db: Db, id: string): Promise<CampaignRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

export async function getCampaign(db: Db, id: string): Promise<Campaign> {
  const row = await findById(db, id);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return campaignView(row);
}

function columnsOf(input: CampaignInput) {
  return {
    code: input.name,
    discountBp: fractionToBasisPoints(input.discount),
    active: input.active,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    maxRedemptions: input.maxRedemptions ?? null,
    firstOrderOnly: input.firstOrderOnly,
    // A blank email means "anyone", not "an owner nobody has".
    ownerEmail: input.email || null,
  };
}

function conflictOnDuplicateCode(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', DUPLICATE_CODE);
  throw error;
}

export async function createCampaign(db: Db, input: CampaignInput): Promise<Campaign> {
  const [row] = await db
    .insert(campaigns)
    .values(columnsOf(input))
    .returning()
    .catch(conflictOnDuplicateCode);
  if (!row) throw new Error('insert returned no row');
  return campaignView(row);
}

/** Replaces every field but the redemption count; a limit below the uses so far is refused. */
export async function updateCampaign(db: Db, id: string, input: CampaignInput): Promise<Campaign> {
  if (!isUuid(id)) throw notFound(CAMPAIGN_NOT_FOUND);
  const columns = columnsOf(input);
  const { maxRedemptions } = columns;
  // The limit is compared in the same statement, so a redemption racing this edit cannot slip
  // past the CHECK constraint as a 500.
  const [row] = await db
    .update(campaigns)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.id, id),
        maxRedemptions === null ? undefined : sql`${campaigns.redemptions} <= ${maxRedemptions}`,
      ),
    )
    .returning()
    .catch(conflictOnDuplicateCode);
  if (row) return campaignView(row);
  const existing = await findById(db, id);
  if (!existing) throw notFound(CAMPAIGN_NOT_FOUND);
  throw new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
    fields: {
      maxRedemptions: `Must be at least ${existing.redemptions}, the uses so far`,
    },
  });
}

export type DeleteOutcome = 'deleted' | 'deactivated';

// Another table refers to the row (a subscriber's welcome coupon, later an order): keep it.
const FOREIGN_KEY_VIOLATION = '23503';
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/**
 * A code that was never used and that nothing refers to is deleted; one that was redeemed (or is
 * a subscriber's welcome coupon) is deactivated instead, so orders keep their coupon.
 */
export async function deleteCampaign(db: Db, id: string): Promise<DeleteOutcome> {
  if (!isUuid(id)) throw notFound(CAMPAIGN_NOT_FOUND);
  const deleted = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.redemptions, 0)))
    .returning({ id: campaigns.id })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) return [];
      throw error;
    });
  if (deleted.length > 0) return 'deleted';
  const deactivated = await db
    .update(campaigns)
    .set({ active: false, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id });
  if (deactivated.length === 0) throw notFound(CAMPAIGN_NOT_FOUND);
  return 'deactivated';
}
