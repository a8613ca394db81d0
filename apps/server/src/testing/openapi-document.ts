import type { RouteOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app.ts';

/** The parts of the served OpenAPI document the tests read. */
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: Record<string, unknown> }>;
}
export interface OpenApiOperation {
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}

export async function fetchOpenApiDocument(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as OpenApiDocument;
}

/** `/api/orders/:id` → `/api/orders/{id}`, `/media/art/*` → `/media/art/{*}`, as the document. */
export const documentPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** One declared route and method, as `METHOD /path` with the document's path. */
export interface DeclaredOperation {
  name: string;
  method: string;
  path: string;
  route: RouteOptions;
}

/** Every method of every declared route; HEAD is Fastify's own copy of each GET. */
export function declaredOperations(routes: readonly RouteOptions[]): DeclaredOperation[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .map(String)
      .filter((method) => method !== 'HEAD')
      .map((method) => {
        const path = documentPath(route.url);
        return { name: `${method} ${path}`, method, path, route };
      }),
  );
}

/** Every operation of the document, as `METHOD /path`. */
export function documentedOperations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}
