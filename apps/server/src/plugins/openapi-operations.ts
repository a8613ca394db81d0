import type { FastifyContextConfig, HTTPMethods } from 'fastify';

/**
 * What the OpenAPI document says of every operation that the routes' own schemas cannot: the
 * answers that come from the app's hooks and plugins rather than the handler. Derived here from
 * each route's declaration, so a new route cannot forget them (docs/decisions/023-openapi-document.md):
 * - admin routes (`adminOnly`, plugins/admin-scope.ts): the bearer token, 401 and 403;
 * - gated routes (modules/store): 403 STORE_LOCKED, and the unlock cookie or an admin token;
 * - rate-limited routes (`config.rateLimit`, plugins/rate-limit.ts): 429 with Retry-After;
 * - routes whose method carries a body: 400 (malformed JSON), 413 and 415 from the body parser;
 * - every route: 400, from the NUL and nesting guard on every query (plugins/reject-nul-text.ts);
 * - 204 has no content.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The input of a route that reads its body itself (a raw or multipart body, which a zod
     * body schema would refuse), for the OpenAPI document only: JSON Schema, not validated.
     */
    documentedInput?: DocumentedInput;
  }
}

export interface DocumentedInput {
  contentType: string;
  body: Record<string, unknown>;
  /** Header parameters, as a JSON Schema object's `properties` and `required`. */
  headers?: Record<string, unknown>;
}

export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
export const BEARER_AUTH = 'bearerAuth';
export const STORE_UNLOCK = 'storeUnlock';

/** The part of a route this file reads. */
export interface DocumentedRoute {
  url: string;
  method: HTTPMethods | HTTPMethods[];
  config?: FastifyContextConfig & { rateLimit?: unknown };
  bodyLimit?: number;
}

export interface OperationRules {
  /** Whether the store gate answers this route 403 STORE_LOCKED (false while the gate is off). */
  isGated: (route: DocumentedRoute) => boolean;
  /** The app's body limit; a route may set a smaller one. */
  bodyLimitBytes: number;
  /** Whether load shedding is on (plugins/load-shedding.ts): every route but the exempt may 503. */
  shedsLoad: boolean;
}

type JsonSchema = Record<string, unknown>;
export type OperationSchema = Record<string, unknown> & {
  response?: Record<string, JsonSchema>;
  security?: Record<string, string[]>[];
};

/** Fastify parses a body for these methods (GET and HEAD never have one). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const GENERIC_DESCRIPTIONS: Record<string, string> = {
  '400':
    'VALIDATION_FAILED: the input breaks a rule of this document (details.fields names each field), or holds a NUL character or JSON nested deeper than 32 levels',
  '401': 'UNAUTHENTICATED: no valid admin token',
  '403': 'Refused (see code)',
  '404': 'NOT_FOUND',
  '409': 'A conflict with the stored state (see code)',
  '413': 'PAYLOAD_TOO_LARGE: the body is too large',
  '415': 'UNSUPPORTED_MEDIA_TYPE: this content type is not taken here',
  '429': 'RATE_LIMITED: too many calls from this address; try again after Retry-After seconds',
  '502': 'GATEWAY_ERROR: the payment gateway failed',
  '503': 'SERVICE_UNAVAILABLE',
};

const SHED_REASON =
  'OVERLOADED: the shop is busy (load shedding); try again after Retry-After seconds';

const LOCATION_HEADER = {
  location: { type: 'string', description: 'Where the resource is now' },
};

/** A 3xx: no body, only where to go. */
function isRedirect(status: string): boolean {
  return status.startsWith('3');
}

const RETRY_AFTER_HEADER = {
  'retry-after': {
    type: 'integer',
    minimum: 1,
    description: 'Seconds until the next call may succeed',
  },
};

const methodsOf = (route: DocumentedRoute) => [route.method].flat().map(String);

/** Whether Fastify reads a body for this route (and so may answer 413 or 415). */
export function takesBody(route: DocumentedRoute): boolean {
  return methodsOf(route).some((method) => BODY_METHODS.has(method));
}

export const isRateLimited = (route: DocumentedRoute) => route.config?.rateLimit !== undefined;

/** The errors this route can answer beyond the ones its schema declares, with their reasons. */
function derivedErrors(route: DocumentedRoute, rules: OperationRules): Map<string, string[]> {
  const errors = new Map<string, string[]>([['400', []]]);
  const add = (status: string, reason?: string) => {
    const reasons = errors.get(status) ?? [];
    if (reason) reasons.push(reason);
    errors.set(status, reasons);
  };
  if (route.config?.adminOnly) {
    add('401', 'UNAUTHENTICATED: no valid admin token');
    add('403', 'FORBIDDEN: the token is not an admin’s');
  }
  if (rules.isGated(route)) {
    add('403', 'STORE_LOCKED: the store is locked; send the unlock cookie or an admin token');
  }
  if (isRateLimited(route)) add('429');
  if (rules.shedsLoad && !route.config?.isExemptFromShedding) add('503', SHED_REASON);
  if (takesBody(route)) {
    add('400', 'malformed or empty JSON');
    const limit = route.bodyLimit ?? rules.bodyLimitBytes;
    add('413', `PAYLOAD_TOO_LARGE: the body is over ${limit} bytes`);
    add('415');
  }
  return errors;
}

function describe(status: string, reasons: string[]): string {
  const generic = GENERIC_DESCRIPTIONS[status] ?? 'Error';
  if (reasons.length === 0) return generic;
  return status === '400' ? `${generic}; or ${reasons.join('; ')}` : reasons.join('. Or ');
}

/** An error answer: the shared body unless the route declared a richer one of its own. */
function errorResponse(declared: JsonSchema | undefined, status: string, reasons: string[]) {
  const schema = declared ?? { $ref: ERROR_BODY_REF };
  return {
    ...schema,
    description: describe(status, reasons),
    ...(status === '429' || reasons.includes(SHED_REASON) ? { headers: RETRY_AFTER_HEADER } : {}),
  };
}

/**
 * The route's transformed schema (fastify-type-provider-zod's) completed with the derived
 * answers and security. Statuses the route declares keep their schema; a 204 loses its content,
 * and a 3xx is a `Location` header without content.
 */
export function completeOperation(
  route: DocumentedRoute,
  schema: OperationSchema,
  rules: OperationRules,
): OperationSchema {
  const response: Record<string, JsonSchema> = { ...schema.response };
  const errors = derivedErrors(route, rules);
  for (const status of Object.keys(response)) {
    if (Number(status) >= 400 && !errors.has(status)) errors.set(status, []);
  }
  for (const [status, reasons] of errors) {
    response[status] = errorResponse(response[status], status, reasons);
  }
  if (response['204']) response['204'] = { type: 'null', description: 'Done; no content' };
  for (const status of Object.keys(response).filter(isRedirect)) {
    const { description } = response[status] as { description?: string };
    response[status] = { type: 'null', description, headers: LOCATION_HEADER };
  }

  const security: Record<string, string[]>[] = [];
  if (route.config?.adminOnly) security.push({ [BEARER_AUTH]: [] });
  else if (rules.isGated(route)) security.push({ [STORE_UNLOCK]: [] }, { [BEARER_AUTH]: [] });
  const input = route.config?.documentedInput;
  return {
    ...schema,
    ...(input
      ? {
          body: input.body,
          consumes: [input.contentType],
          headers: input.headers ?? schema.headers,
        }
      : {}),
    response: sortedByStatus(response),
    ...(security.length > 0 ? { security } : {}),
  };
}

function sortedByStatus(response: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(response).sort(([a], [b]) => a.localeCompare(b)));
}
