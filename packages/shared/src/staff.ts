// The owner's staff and audit log (API.md § The owner's desk). zod/mini, as the rest of shared.
import * as z from 'zod/mini';
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_ROLES,
  AdminEmailSchema,
} from './auth.ts';
import { dataEnvelopeSchema, listEnvelopeSchema } from './contract.ts';

/** How long an invite or password-reset link works. */
export const ADMIN_LINK_HOURS = 72;

const StaffNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(100, 'The name is too long'));

/** One admin account as the owner's Staff page lists it. */
export const StaffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** Invited, and the password not set yet. */
  pending: z.boolean(),
  disabledAt: z.nullable(z.string()),
  lastLoginAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = dataEnvelopeSchema(StaffMemberSchema);

/** POST /api/admin/staff: creates the pending account and mails the invite. */
export const StaffInviteInputSchema = z.object({
  email: AdminEmailSchema,
  name: StaffNameSchema,
  role: z.enum(ADMIN_ROLES),
});
export type StaffInviteInput = z.infer<typeof StaffInviteInputSchema>;

/**
 * PUT /api/admin/staff/{id}: any of these; `resetPassword: true` mails a new one-time link (a
 * fresh invite to a pending account).
 */
export const StaffUpdateInputSchema = z.object({
  name: z.optional(StaffNameSchema),
  role: z.optional(z.enum(ADMIN_ROLES)),
  disabled: z.optional(z.boolean()),
  resetPassword: z.optional(z.literal(true)),
});
export type StaffUpdateInput = z.infer<typeof StaffUpdateInputSchema>;

export const StaffIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** DELETE /api/admin/staff/{id}: a used account is disabled; a never-used invite is removed. */
export const StaffRemovedSchema = z.object({ outcome: z.enum(['disabled', 'removed']) });

/** POST /api/auth/set-password: the link's token and the new password (the login's rules). */
export const SetPasswordInputSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z
    .string({ error: 'Enter a password' })
    .check(
      z.minLength(
        ADMIN_PASSWORD_MIN_LENGTH,
        `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`,
      ),
      z.maxLength(ADMIN_PASSWORD_MAX_LENGTH, 'The password is too long'),
    ),
});
export type SetPasswordInput = z.infer<typeof SetPasswordInputSchema>;
export const SetPasswordResultSchema = z.object({ email: z.string() });

/** One audit log row: who, when, what, and the record's changed fields before and after. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  method: z.string(),
  route: z.string(),
  entityType: z.nullable(z.string()),
  entityId: z.nullable(z.string()),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntryView = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = listEnvelopeSchema(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;

// A real calendar day: 2026-02-30 is refused, not rolled over.
const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
  z.refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'Not a day of the calendar'),
);

/** GET /api/admin/audit: newest first; `from`/`to` are India days, both included. */
export const AuditQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  admin: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  action: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  entityType: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  entityId: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
