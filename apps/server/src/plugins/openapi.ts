import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { UNLOCK_COOKIE_NAME } from '../modules/store/index.ts';
import {
  BEARER_AUTH,
  completeOperation,
  type DocumentedRoute,
  type OperationRules,
  type OperationSchema,
  STORE_UNLOCK,
} from './openapi-operations.ts';

export interface OpenApiOptions extends OperationRules {
  publicUrl: string;
}

/** The path of the document itself; the docs viewer at DOCS_PREFIX reads it. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' zod schemas and completed from their
 * declarations (openapi-operations.ts): `GET /api/openapi.json`, and `GET /api/docs` to read
 * it. Register before the routes, so it sees them all.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl, ...rules }: OpenApiOptions,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Skins shop API',
        version: '1.0.0',
        description:
          'Storefront and admin API. Money is rupees at this edge, paise inside. On every call, text holding a NUL character, or JSON nested deeper than 32 levels, answers 400 VALIDATION_FAILED. Errors answer the ErrorBody schema.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          [BEARER_AUTH]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token of POST /api/auth/login; admin calls need an admin’s',
          },
          [STORE_UNLOCK]: {
            type: 'apiKey',
            in: 'cookie',
            name: UNLOCK_COOKIE_NAME,
            description:
              'The HttpOnly cookie POST /api/store/unlock sets while the store password gate is on',
          },
        },
      },
    },
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const route = document.route as unknown as DocumentedRoute;
      if (!schema || schema.hide) return { schema, url };
      return { schema: completeOperation(route, schema as OperationSchema, rules), url };
    },
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Its default policy upgrades the page's assets to https, which breaks the docs on a plain
    // http address (a LAN demo, `npm start` opened by IP): the rest of the shop does not upgrade.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        tags: ['docs'],
        summary: 'This document (OpenAPI 3.0)',
        response: {
          200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
        },
      },
    },
    async () => app.swagger(),
  );
}

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/** zod's registry yields an input and an output component per id; keep those referred to. */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas ?? {};
  const text = JSON.stringify(document);
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}
