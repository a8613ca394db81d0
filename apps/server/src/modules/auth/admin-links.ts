import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_LINK_HOURS } from '@skins/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { adminLinks, admins } from './admins.tables.ts';
import { hashPassword } from './password-hash.ts';

export type AdminLinkPurpose = 'invite' | 'reset';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const LINK_EXPIRED_MESSAGE =
  'This link has expired or was already used. Ask the shop’s owner for a new one.';

/**
 * A new one-time link for the account: 32 random bytes, of which only the SHA-256 is kept, valid
 * for ADMIN_LINK_HOURS. The account's earlier unused links stop working (the newest mail counts).
 */
export async function issueAdminLink(
  tx: Db | Tx,
  adminId: string,
  purpose: AdminLinkPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(adminLinks)
    .where(and(eq(adminLinks.adminId, adminId), isNull(adminLinks.usedAt)));
  await tx.insert(adminLinks).values({
    adminId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + ADMIN_LINK_HOURS * 3600_000),
  });
  return token;
}

/** A disabled account's links stop working with it. */
export async function dropAdminLinks(tx: Db | Tx, adminId: string): Promise<void> {
  await tx
    .delete(adminLinks)
    .where(and(eq(adminLinks.adminId, adminId), isNull(adminLinks.usedAt)));
}

/**
 * POST /auth/set-password: the link's password, once, within its hours, for an account that is
 * not disabled. Marking the link used and setting the password are one transaction, and the
 * claim is one conditional update: of two redemptions of one link, one wins. Every token the
 * account held before stops working (a new password hash).
 */
export async function redeemAdminLink(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ email: string }> {
  const expired = () => new AppError(400, 'LINK_EXPIRED', LINK_EXPIRED_MESSAGE);
  const valid = and(
    eq(adminLinks.tokenHash, hashOf(token)),
    isNull(adminLinks.usedAt),
    gt(adminLinks.expiresAt, now),
  );
  const [link] = await db.select({ id: adminLinks.id }).from(adminLinks).where(valid);
  if (!link) throw expired();
  // The slow hash outside the transaction; only a link that looked valid pays for it.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(adminLinks)
      .set({ usedAt: now })
      .where(and(valid, eq(adminLinks.id, link.id)))
      .returning({ adminId: adminLinks.adminId });
    if (!claimed) throw expired();
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash })
      .where(and(eq(admins.id, claimed.adminId), isNull(admins.disabledAt)))
      .returning({ email: admins.email });
    if (!admin) throw expired();
    return admin;
  });
}
