/** The subset of OpenAPI 3.0 schema objects the shop's document uses (plugins/openapi.ts). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
  [keyword: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface Operation {
  method: string;
  /** The document's path, e.g. `/api/orders/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  jsonBody: JsonSchema | null;
  isBodyRequired: boolean;
  responses: Record<string, ResponseObject>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, ResponseObject>;
      }
    >
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        jsonBody: op.requestBody?.content?.['application/json']?.schema ?? null,
        isBodyRequired: op.requestBody?.required === true,
        responses: op.responses ?? {},
      });
    }
  }
  return operations;
}

/**
 * OpenAPI 3.0 → JSON Schema draft-07 for Ajv: `nullable` becomes a null alternative and the
 * boolean `exclusiveMinimum`/`exclusiveMaximum` of draft-04 become numbers.
 */
export function toDraft7(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example') continue;
    if (key === 'exclusiveMinimum' && typeof value === 'boolean') {
      if (value) out.exclusiveMinimum = schema.minimum;
      continue;
    }
    if (key === 'exclusiveMaximum' && typeof value === 'boolean') {
      if (value) out.exclusiveMaximum = schema.maximum;
      continue;
    }
    out[key] = convertNested(key, value);
  }
  if (schema.exclusiveMinimum === true) delete out.minimum;
  if (schema.exclusiveMaximum === true) delete out.maximum;
  return schema.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

function convertNested(key: string, value: unknown): unknown {
  if (key === 'properties' && isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, s]) => [name, toDraft7(s as JsonSchema)]),
    );
  }
  if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
    return value.map((s) => toDraft7(s as JsonSchema));
  }
  if ((key === 'items' || key === 'additionalProperties') && isObject(value)) {
    return toDraft7(value as JsonSchema);
  }
  return value;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
