import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ErrorBodySchema } from '@skins/shared';
import { Ajv, type ValidateFunction } from 'ajv';
import { type JsonSchema, type Operation, toDraft7 } from './json-schema.ts';

/** What a response did wrong against the contract; `kind` groups findings in the report. */
export interface Violation {
  kind: '5xx' | 'undocumented-status' | 'error-shape' | 'response-schema' | 'content-type';
  detail: string;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const ERROR_CODE = /^[A-Z][A-Z_]*$/;

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The body as the client reads it: decompressed when the server compressed it. */
export function answerOf(response: {
  statusCode: number;
  headers: Answer['headers'];
  rawPayload: Buffer;
}): Answer {
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  const decode = DECODERS[encoding];
  const bytes = decode ? decode(response.rawPayload) : response.rawPayload;
  return { statusCode: response.statusCode, headers: response.headers, body: bytes.toString() };
}

/** Checks answers against an operation's documented responses (compiled once per schema). */
export class ResponseChecker {
  readonly #ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  readonly #compiled = new WeakMap<JsonSchema, ValidateFunction>();

  /** `components` is the document's: each schema is compiled with it, so `$ref`s resolve. */
  constructor(private readonly components: Record<string, unknown> = {}) {}

  check(op: Operation, answer: Answer): Violation[] {
    const { statusCode } = answer;
    if (statusCode >= 500) return [{ kind: '5xx', detail: answer.body.slice(0, 300) }];
    const violations: Violation[] = [];
    const documented =
      op.responses[String(statusCode)] ?? op.responses[`${String(statusCode)[0]}XX`];
    if (!documented) {
      violations.push({
        kind: 'undocumented-status',
        detail: `${statusCode} ${answer.body.slice(0, 200)}`,
      });
    }
    const type =
      String(answer.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const isJson = type === 'application/json';
    if (statusCode >= 400) violations.push(...errorShapeViolations(answer.body, isJson));
    if (!documented) return violations;
    const documentedTypes = Object.keys(documented.content ?? {});
    if (documentedTypes.length === 0) {
      if (answer.body.length > 0) {
        violations.push({
          kind: 'content-type',
          detail: `documented without a body, sent ${type}`,
        });
      }
      return violations;
    }
    if (!documentedTypes.includes(type)) {
      violations.push({
        kind: 'content-type',
        detail: `sent ${type || 'none'}, documented ${documentedTypes.join(', ')}`,
      });
      return violations;
    }
    const schema = documented.content?.[type]?.schema;
    if (isJson && schema) violations.push(...this.#schemaViolations(schema, answer.body));
    return violations;
  }

  #schemaViolations(schema: JsonSchema, body: string): Violation[] {
    let validate = this.#compiled.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(toDraft7({ ...schema, components: this.components }));
      this.#compiled.set(schema, validate);
    }
    const value = parseJson(body);
    if (value === undefined) return [{ kind: 'response-schema', detail: 'body is not JSON' }];
    if (validate(value)) return [];
    const first = validate.errors?.[0];
    return [
      {
        kind: 'response-schema',
        detail: `${first?.instancePath || '(root)'} ${first?.message ?? ''}`,
      },
    ];
  }
}

function errorShapeViolations(body: string, isJson: boolean): Violation[] {
  if (!isJson) return [{ kind: 'error-shape', detail: `not JSON: ${body.slice(0, 100)}` }];
  const parsed = ErrorBodySchema.safeParse(parseJson(body));
  if (!parsed.success) return [{ kind: 'error-shape', detail: body.slice(0, 200) }];
  if (!ERROR_CODE.test(parsed.data.code) || parsed.data.message.length === 0) {
    return [{ kind: 'error-shape', detail: `code/message: ${body.slice(0, 200)}` }];
  }
  return [];
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
