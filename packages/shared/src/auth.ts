// zod/mini, as the rest of shared: the admin's sign-in screen parses these answers.
import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants.ts';

/** A new admin's password is at least this long (the CLI and ADMIN_PASSWORD refuse shorter). */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;
/** Longer input cannot be a password: it is refused before any hashing work. */
export const ADMIN_PASSWORD_MAX_LENGTH = 200;

/**
 * The admins' roles (API.md § The owner's desk): the owner may call every admin route; staff
 * only those that say so (orders and returns, shipping, delivering, answering reviews).
 */
export const ADMIN_ROLES = ['owner', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const OWNER_ROLE = 'owner' satisfies AdminRole;

/** Trimmed and lower-cased: one admin per address in any case. */
export const AdminEmailSchema = z.pipe(
  z
    .string({ error: 'Enter your email address' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter your email address'),
      z.maxLength(MAX_LENGTH.email, 'The email address is too long'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address'),
    ),
  z.transform((email: string) => email.toLowerCase()),
);

// Not trimmed: a password's spaces are part of it.
const AdminPasswordSchema = z
  .string({ error: 'Enter your password' })
  .check(
    z.minLength(1, 'Enter your password'),
    z.maxLength(ADMIN_PASSWORD_MAX_LENGTH, 'The password is too long'),
  );

/** `POST /api/auth/login` (API.md § Auth). */
export const LoginInputSchema = z.object({
  email: AdminEmailSchema,
  password: AdminPasswordSchema,
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** `GET /api/auth/me`, and the user of a sign-in. */
export const AdminUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const LoginResultSchema = z.object({
  /** The bearer token for admin calls; the web keeps it as `auth_token`. */
  token: z.string(),
  user: AdminUserSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;
