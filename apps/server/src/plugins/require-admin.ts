import { ADMIN_ROLES, type AdminRole, OWNER_ROLE } from '@skins/shared';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Who a valid admin token belongs to: the owner may call every admin route, staff only those
 * declared `allowStaff` (admin-scope.ts).
 */
export interface AdminIdentity {
  email: string;
  /** 'owner' or 'staff'; any other (a test's stand-in) is refused with 403 everywhere. */
  role: AdminRole | (string & {});
  name?: string;
}

export const isAdminRole = (role: string): role is AdminRole =>
  (ADMIN_ROLES as readonly string[]).includes(role);

/** Reads the request's bearer token; null when there is none or it is not valid (any more). */
export type AuthenticateAdmin = (request: FastifyRequest) => Promise<AdminIdentity | null>;

/** Nobody is an admin: every admin call answers 401 (tests of routes that need no admin). */
export const nobodyIsAdmin: AuthenticateAdmin = async () => null;

export const UNAUTHENTICATED_MESSAGE = 'Please sign in as an admin to continue.';
export const OWNER_ONLY_MESSAGE = "Only the shop's owner can do this.";
const FORBIDDEN_MESSAGE = 'This needs an admin account.';

/**
 * Whether the request carries a valid admin token, owner or staff; never refuses (the gate, and
 * mixed routes' admin answers: an order's or a return's page, a hidden product).
 */
export async function isAdminRequest(
  request: FastifyRequest,
  authenticateAdmin: AuthenticateAdmin,
): Promise<boolean> {
  const identity = await authenticateAdmin(request);
  return identity !== null && isAdminRole(identity.role);
}

/**
 * 401 UNAUTHENTICATED without a valid token, 403 FORBIDDEN for a token of no admin role, and
 * with `ownerOnly` for staff; else the
 * admin, remembered for the audit log. For an admin-only answer of a mixed route
 * (`includeInactive=true`); whole admin routes get it from `adminRoutes` (admin-scope.ts).
 */
export async function assertAdmin(
  request: FastifyRequest,
  authenticateAdmin: AuthenticateAdmin,
  { ownerOnly = false }: { ownerOnly?: boolean } = {},
): Promise<AdminIdentity> {
  const identity = await authenticateAdmin(request);
  if (!identity) throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (!isAdminRole(identity.role)) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
  if (ownerOnly && identity.role !== OWNER_ROLE) {
    throw new AppError(403, 'FORBIDDEN', OWNER_ONLY_MESSAGE);
  }
  signedInAdmins.set(request, identity);
  return identity;
}

export interface RequireAdminOptions {
  authenticateAdmin: AuthenticateAdmin;
}

/**
 * The admin scope's hook (admin-scope.ts). An `onRequest` hook (not preHandler) so auth answers
 * before validation and before the body is parsed (API.md § Decisions, order of checks): an
 * anonymous caller learns nothing about a route's input rules, nor staff an owner's route's.
 * Owner-only unless the route says `allowStaff`.
 */
export function requireAdmin({
  authenticateAdmin,
}: RequireAdminOptions): onRequestAsyncHookHandler {
  return async (request) => {
    const ownerOnly = request.routeOptions.config.allowStaff !== true;
    await assertAdmin(request, authenticateAdmin, { ownerOnly });
  };
}

// Who passed assertAdmin, per request: the audit log names them without asking the token again.
const signedInAdmins = new WeakMap<FastifyRequest, AdminIdentity>();

/** What a route says of its write for the audit log (admin-scope.ts writes the row). */
export interface AuditNote {
  action: string;
  details: Record<string, unknown>;
}
const auditNotes = new WeakMap<FastifyRequest, AuditNote>();

/**
 * Names an admin write for the audit log (`order.ship`…) with what the request did beyond the
 * record it changed (`{ numbers }` of a bulk ship). The row itself is written by the admin
 * scope once the write has answered 2xx (admin-scope.ts); a write that names nothing is logged
 * as its method and route.
 */
export function auditAdminAction(
  request: FastifyRequest,
  action: string,
  details: Record<string, unknown> = {},
): void {
  auditNotes.set(request, { action, details });
  // Also a log line for whoever reads the logs; the audit log's row is the record.
  const admin = signedInAdmins.get(request)?.email ?? null;
  request.log.info({ ...details, admin, action }, `admin: ${action}`);
}

export function auditNoteOf(request: FastifyRequest): AuditNote | undefined {
  return auditNotes.get(request);
}

/** The admin who passed the admin scope on this request. */
export function signedInAdmin(request: FastifyRequest): AdminIdentity | undefined {
  return signedInAdmins.get(request);
}

/** The admin who passed the admin scope on this request (their email goes into the history). */
export function signedInAdminEmail(request: FastifyRequest): string | null {
  return signedInAdmins.get(request)?.email ?? null;
}
