import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  AdminEmailSchema,
} from '@skins/shared';
import * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import {
  AdminExistsError,
  createAdmin,
  findAdminByEmail,
  setAdminPassword,
} from './admins.service.ts';

/** A refusal the person at the terminal can fix; the CLI prints it and exits with 2. */
export class AdminCliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminCliError';
  }
}

export interface CreateAdminRequest {
  email: string;
  password: string;
  /** Set a new password for an existing account instead of refusing it. */
  resetPassword: boolean;
}

/**
 * The core of `npm run admin:create`: a new admin, or with `resetPassword` a new password for an
 * existing one (which signs out that account's open sessions). Answers the line to print.
 */
export async function createAdminAccount(
  db: Db,
  { email: rawEmail, password, resetPassword }: CreateAdminRequest,
): Promise<string> {
  const parsed = z.safeParse(AdminEmailSchema, rawEmail);
  if (!parsed.success) throw new AdminCliError(`--email: ${parsed.error.issues[0]?.message}`);
  const email = parsed.data;
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminCliError(
      `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`,
    );
  }
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    throw new AdminCliError(
      `The password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  if (password.trim() === '' || password.toLowerCase() === email) {
    throw new AdminCliError('Choose a password that is not blank and not the email address.');
  }

  const existing = await findAdminByEmail(db, email);
  if (existing && !resetPassword) {
    throw new AdminCliError(
      `An admin with the email ${email} already exists. Add --reset-password to give it a new password.`,
    );
  }
  if (existing) {
    await setAdminPassword(db, email, password);
    return `New password set for ${email}; its open sessions are signed out.`;
  }
  if (resetPassword) throw new AdminCliError(`No admin has the email ${email}.`);
  try {
    await createAdmin(db, { email, password });
  } catch (error) {
    // Created by someone else between the lookup and the insert.
    if (error instanceof AdminExistsError) throw new AdminCliError(error.message);
    throw error;
  }
  return `Created the admin ${email}. Sign in at /login.`;
}
