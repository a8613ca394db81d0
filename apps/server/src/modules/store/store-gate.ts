import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { isGatedPath } from './gated-paths.ts';
import { type StoreLock, UNLOCK_COOKIE_NAME } from './store-lock.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The gate is on and this request carries no valid unlock cookie (pages read it too). */
    storeLocked: boolean;
  }
  interface FastifyContextConfig {
    /**
     * Called by a server that never holds the unlock cookie and proves itself another way (the
     * payment webhook, by its signature): the gate does not apply inside a gated prefix.
     */
    openPastGate?: boolean;
  }
}

const STORE_LOCKED_MESSAGE = 'The store is locked. Enter the store password to continue.';

export interface StoreGateOptions {
  /** null: the gate is off (STORE_PASSWORD is empty) and nothing is locked. */
  lock: StoreLock | null;
  /** Whether the request carries a valid admin token; admins pass the gate. */
  isAdmin: (request: FastifyRequest) => boolean | Promise<boolean>;
}

/**
 * The server side of the password gate: gated calls without the unlock cookie answer 403
 * STORE_LOCKED. What is gated is gated-paths.ts; what is exempt inside it is declared by the
 * routes themselves: admin routes (`adminOnly`, set by plugins/admin-scope.ts) and
 * `openPastGate`. An `onRequest` hook on the root, registered before the routes, so the gate
 * answers before any validation (a locked call with a bad query is 403, not 400) and before
 * rate limits. Needs @fastify/cookie registered first.
 */
export function registerStoreGate(app: FastifyInstance, { lock, isAdmin }: StoreGateOptions): void {
  app.decorateRequest('storeLocked', false);
  if (!lock) return;
  app.addHook('onRequest', async (request) => {
    request.storeLocked = !lock.isValidToken(request.cookies[UNLOCK_COOKIE_NAME]);
    if (!request.storeLocked) return;
    if (!isGatedRoute({ url: routePath(request), config: request.routeOptions.config })) return;
    if (await isAdmin(request)) return;
    throw new AppError(403, 'STORE_LOCKED', STORE_LOCKED_MESSAGE);
  });
}

/**
 * Whether the gate, when on, answers this route 403 STORE_LOCKED: under a gated path and not
 * exempt by its own declaration. The OpenAPI document reads it too (plugins/openapi.ts).
 */
export function isGatedRoute(route: { url: string; config?: FastifyContextConfig }): boolean {
  const { config } = route;
  if (config?.adminOnly === true || config?.openPastGate === true) return false;
  return isGatedPath(route.url);
}

/**
 * The matched route's pattern: the router has already decoded the path, so `/api/%70roducts`
 * is `/api/products` here too. Unmatched requests (404s) fall back to the decoded path.
 */
function routePath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const rawPath = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}
