import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

/** Who a valid admin token belongs to. Only `role: 'admin'` may call admin routes. */
export interface AdminIdentity {
  email: string;
  role: string;
}

/** Reads the request's bearer token; null when there is none or it is not valid (any more). */
export type AuthenticateAdmin = (request: FastifyRequest) => Promise<AdminIdentity | null>;

/** Nobody is an admin: every admin call answers 401 (tests of routes that need no admin). */
export const nobodyIsAdmin: AuthenticateAdmin = async () => null;

export const UNAUTHENTICATED_MESSAGE = 'Please sign in as an admin to continue.';
const FORBIDDEN_MESSAGE = 'This needs an admin account.';

/** Whether the request carries a valid admin token; never refuses (mixed routes, the gate). */
export async function isAdminRequest(
  request: FastifyRequest,
  authenticateAdmin: AuthenticateAdmin,
): Promise<boolean> {
  return (await authenticateAdmin(request))?.role === 'admin';
}

/**
 * 401 UNAUTHENTICATED without a valid token, 403 FORBIDDEN for a token of another role; else
 * the admin, remembered for the audit log. For an admin-only answer of a mixed route
 * (`includeInactive=true`); whole admin routes get it from `adminRoutes` (admin-scope.ts).
 */
export async function assertAdmin(
  request: FastifyRequest,
  authenticateAdmin: AuthenticateAdmin,
): Promise<AdminIdentity> {
  const identity = await authenticateAdmin(request);
  if (!identity) throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (identity.role !== 'admin') throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
  signedInAdmins.set(request, identity);
  return identity;
}

export interface RequireAdminOptions {
  authenticateAdmin: AuthenticateAdmin;
}

/**
 * The admin scope's hook (admin-scope.ts). An `onRequest` hook (not preHandler) so auth answers
 * before validation and before the body is parsed (API.md § Decisions, order of checks): an
 * anonymous caller learns nothing about a route's input rules.
 */
export function requireAdmin({
  authenticateAdmin,
}: RequireAdminOptions): onRequestAsyncHookHandler {
  return async (request) => {
    await assertAdmin(request, authenticateAdmin);
  };
}

// Who passed assertAdmin, per request: the audit log names them without asking the token again.
const signedInAdmins = new WeakMap<FastifyRequest, AdminIdentity>();

/**
 * The audit trail of admin writes: one info line `{ admin, action, ...details }` per change,
 * written after it succeeded. Only for admin routes (adminRoutes).
 */
export function auditAdminAction(
  request: FastifyRequest,
  action: string,
  details: Record<string, unknown> = {},
): void {
  const admin = signedInAdmins.get(request)?.email ?? null;
  request.log.info({ ...details, admin, action }, `admin: ${action}`);
}

/** The admin who passed the admin scope on this request (their email goes into the history). */
export function signedInAdminEmail(request: FastifyRequest): string | null {
  return signedInAdmins.get(request)?.email ?? null;
}
