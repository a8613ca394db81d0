import type { FastifyPluginOptions, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { type AuditEntry, recordAudit } from '../modules/audit/index.ts';
import { auditNoteOf, requireAdmin, signedInAdmin } from './require-admin.ts';

/** A record as the audit log keeps it: its fields as JSON, or null when there is none. */
export type AuditSnapshot = (db: Db, id: string) => Promise<Record<string, unknown> | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by `adminRoutes` and nowhere else: the admin token decides and the store gate does not
     * apply (API.md § Decisions, order of checks). The gate and the route-walk test read it.
     */
    adminOnly?: boolean;
    /**
     * An admin route staff may call too (API.md § The owner's desk: orders and returns, shipping,
     * delivering, answering reviews). Without it an admin route is the owner's: staff get 403.
     */
    allowStaff?: boolean;
    /**
     * The record an admin write changes, for the audit log's before → after: its kind and how to
     * read it by the route's `:id` (or, for a create, the answer's `_id`).
     */
    audit?: { entity: string; snapshot: AuditSnapshot };
  }
}

function markAdminOnly(route: RouteOptions): void {
  route.config = { ...route.config, adminOnly: true };
}

// Admin answers carry shoppers' names, addresses and the takings: never kept by a browser or a proxy.
async function keepPrivate(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const before = new WeakMap<FastifyRequest, Record<string, unknown> | null>();

function entityIdOf(request: FastifyRequest, payload: unknown): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const fromParams = params?.id ?? params?.idOrSlug;
  if (typeof fromParams === 'string') return fromParams;
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const answer = JSON.parse(payload) as { _id?: unknown };
    return typeof answer._id === 'string' ? answer._id : null;
  } catch {
    return null;
  }
}

/** Only the fields that changed; a whole record when it was created or removed. */
function changes(
  was: Record<string, unknown> | null,
  now: Record<string, unknown> | null,
): Pick<AuditEntry, 'before' | 'after'> {
  if (!was || !now) return { before: was, after: now };
  const keys = Object.keys({ ...was, ...now }).filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  if (keys.length === 0) return { before: null, after: null };
  const pick = (row: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
  return { before: pick(was), after: pick(now) };
}

/**
 * Declares routes admin: the one decision that makes a route admin-only. Every route the plugin
 * declares answers 401 before validation, and 403 to staff unless it says `allowStaff`
 * (requireAdmin, an onRequest hook), carries `Cache-Control: private, no-store` and is marked
 * `adminOnly`, so the store gate leaves it to the admin token. Every write that answers 2xx
 * (and any call that names itself with auditAdminAction, as the exports do) gets its audit log
 * row, with the record's before → after when the route declares `audit`. Register the result
 * like any plugin: a whole module (`export const outboxRoutes = adminRoutes(async (app) => …)`)
 * or the admin part of a mixed one (`await app.register(adminRoutes(async (admin) => …))`).
 * Needs `app.authenticateAdmin` and `app.db` (plugins/app-services.ts).
 */
export function adminRoutes<Options extends FastifyPluginOptions = Record<never, never>>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('onRoute', markAdminOnly);
    app.addHook('onRequest', requireAdmin({ authenticateAdmin: app.authenticateAdmin }));
    app.addHook('onSend', keepPrivate);
    app.addHook('preHandler', async (request) => {
      const audit = request.routeOptions.config.audit;
      const id = entityIdOf(request, undefined);
      if (!WRITES.has(request.method) || !audit || id === null) return;
      before.set(request, await audit.snapshot(app.db, id));
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const note = auditNoteOf(request);
      const isWrite = WRITES.has(request.method);
      if ((!isWrite && !note) || reply.statusCode >= 300) return payload;
      const { audit } = request.routeOptions.config;
      const entityId = entityIdOf(request, payload);
      const after = audit && entityId !== null ? await audit.snapshot(app.db, entityId) : null;
      const diff = audit ? changes(before.get(request) ?? null, after) : null;
      const details = note?.details ?? {};
      const entry: AuditEntry = {
        adminEmail: signedInAdmin(request)?.email ?? 'unknown',
        action: note?.action ?? `${request.method} ${request.routeOptions.url}`,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        entityType: audit?.entity ?? null,
        entityId,
        before: diff?.before ?? null,
        after: diff?.after ?? (Object.keys(details).length > 0 ? details : null),
      };
      try {
        await recordAudit(app.db, entry);
      } catch (error) {
        // The change is made and answered; a lost row is logged whole rather than failing it.
        request.log.error({ err: error, audit: entry }, 'audit log row not written');
      }
      return payload;
    });
    await routes(app, options);
  };
}
