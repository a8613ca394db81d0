import { randomInt } from 'node:crypto';
import { fractionToBasisPoints, WELCOME_DISCOUNT } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns } from './campaigns.tables.ts';

// No 0/O or 1/I/L: the code is read off a mail and typed in at checkout.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

function newWelcomeCode(): string {
  let suffix = '';
  for (let i = 0; i < CODE_LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `WELCOME-${suffix}`;
}

/**
 * The subscriber's own welcome coupon (API.md § Newsletter): 10% off, used once, only by this
 * email and only on its first paid order. 31^6 ≈ 887 million codes; a clash is retried.
 */
export async function createWelcomeCampaign(
  tx: Tx,
  email: string,
): Promise<{ id: string; code: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newWelcomeCode();
    const [existing] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.code, code));
    if (existing) continue;
    const [row] = await tx
      .insert(campaigns)
      .values({
        code,
        discountBp: fractionToBasisPoints(WELCOME_DISCOUNT),
        maxRedemptions: 1,
        firstOrderOnly: true,
        ownerEmail: email,
      })
      .returning({ id: campaigns.id, code: campaigns.code });
    if (row) return row;
  }
  throw new Error('Could not find a free welcome coupon code');
}
