import {
  isUuid,
  OWNER_ROLE,
  type StaffInviteInput,
  type StaffMember,
  type StaffUpdateInput,
} from '@skins/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { MailService } from '../mail/index.ts';
import { type AdminLinkPurpose, dropAdminLinks, issueAdminLink } from './admin-links.ts';
import { type AdminRow, admins } from './admins.tables.ts';
import { staffLinkMail } from './staff-mails.ts';

const STAFF_NOT_FOUND = 'No admin has this id.';

export interface StaffDeps {
  db: Db;
  mail: MailService;
  publicUrl: string;
}

export function staffMemberOf(row: AdminRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === OWNER_ROLE ? OWNER_ROLE : 'staff',
    pending: row.passwordHash === null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
  return rows.map(staffMemberOf);
}

/** Writes the link and its mail in the caller's transaction; answers the mail to send after. */
async function mailLink(
  tx: Tx,
  deps: StaffDeps,
  admin: AdminRow,
  purpose: AdminLinkPurpose,
  from: string,
) {
  const token = await issueAdminLink(tx, admin.id, purpose);
  const url = `${deps.publicUrl}/admin/set-password/${token}`;
  return deps.mail.queueIn(
    tx,
    staffLinkMail({ to: admin.email, name: admin.name, purpose, url, from }),
  );
}

/** POST /admin/staff: the pending account (no password) and its invite mail, together. */
export async function inviteStaff(
  deps: StaffDeps,
  input: StaffInviteInput,
  ownerEmail: string,
): Promise<StaffMember> {
  try {
    const { row, mail } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(admins)
        .values({ email: input.email, name: input.name, role: input.role, passwordHash: null })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { row, mail: await mailLink(tx, deps, row, 'invite', ownerEmail) };
    });
    deps.mail.sendQueued([mail]);
    return staffMemberOf(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'CONFLICT', `An admin with the email ${input.email} already exists.`);
    }
    throw error;
  }
}

/**
 * Refuses a change that would leave the shop without an enabled owner, or the owner locking
 * themselves out. The enabled owners are locked for the transaction, so two owners demoting
 * each other at once cannot both succeed.
 */
async function keepAnOwner(
  tx: Tx,
  target: AdminRow,
  next: { role: string; isDisabled: boolean },
  actorEmail: string,
): Promise<void> {
  const losesOwner = next.role !== OWNER_ROLE || next.isDisabled;
  if (target.email === actorEmail && losesOwner) {
    throw new AppError(409, 'CONFLICT', 'You cannot disable or demote yourself.');
  }
  if (target.role !== OWNER_ROLE || target.disabledAt !== null || !losesOwner) return;
  const others = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, OWNER_ROLE), isNull(admins.disabledAt), ne(admins.id, target.id)))
    .for('update');
  if (others.length === 0) {
    throw new AppError(409, 'CONFLICT', 'The shop needs at least one owner who can sign in.');
  }
}

async function lockedAdmin(tx: Tx, id: string): Promise<AdminRow> {
  if (!isUuid(id)) throw notFound(STAFF_NOT_FOUND);
  const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return row;
}

/** PUT /admin/staff/{id}: name, role, disabled, and with `resetPassword` a new one-time link. */
export async function updateStaff(
  deps: StaffDeps,
  id: string,
  input: StaffUpdateInput,
  actorEmail: string,
): Promise<StaffMember> {
  const { row, mail } = await deps.db.transaction(async (tx) => {
    const target = await lockedAdmin(tx, id);
    const role = input.role ?? target.role;
    const isDisabled = input.disabled ?? target.disabledAt !== null;
    await keepAnOwner(tx, target, { role, isDisabled }, actorEmail);
    if (input.resetPassword && isDisabled) {
      throw new AppError(409, 'CONFLICT', 'Enable the account before sending it a password link.');
    }
    const [row] = await tx
      .update(admins)
      .set({
        name: input.name ?? target.name,
        role,
        disabledAt: isDisabled ? (target.disabledAt ?? new Date()) : null,
      })
      .where(eq(admins.id, id))
      .returning();
    if (!row) throw notFound(STAFF_NOT_FOUND);
    if (isDisabled) await dropAdminLinks(tx, id);
    const purpose = row.passwordHash === null ? 'invite' : 'reset';
    const mail = input.resetPassword ? await mailLink(tx, deps, row, purpose, actorEmail) : null;
    return { row, mail };
  });
  if (mail) deps.mail.sendQueued([mail]);
  return staffMemberOf(row);
}

/** DELETE /admin/staff/{id}: a never-used invite is removed; any other account is disabled. */
export async function removeStaff(
  deps: StaffDeps,
  id: string,
  actorEmail: string,
): Promise<{ outcome: 'disabled' | 'removed' }> {
  return deps.db.transaction(async (tx) => {
    const target = await lockedAdmin(tx, id);
    if (target.passwordHash === null && target.lastLoginAt === null) {
      await tx.delete(admins).where(eq(admins.id, id));
      return { outcome: 'removed' as const };
    }
    await keepAnOwner(tx, target, { role: target.role, isDisabled: true }, actorEmail);
    await tx
      .update(admins)
      .set({ disabledAt: target.disabledAt ?? new Date() })
      .where(eq(admins.id, id));
    await dropAdminLinks(tx, id);
    return { outcome: 'disabled' as const };
  });
}
