import type { ErrorBody } from '@skins/shared';
import type { FastifyInstance } from 'fastify';

/**
 * How deep a request's JSON may nest. The contract's deepest body is four levels; anything far
 * deeper is an attack on code that walks it (a recursive walk overflows the stack at ~10k).
 */
export const MAX_JSON_DEPTH = 32;

type Finding = { field: string; problem: 'nul' | 'depth' };

/**
 * The first path (`params.idOrSlug`, `body.items.0.name`) whose text holds a NUL character, or
 * the first that nests deeper than MAX_JSON_DEPTH. An explicit stack, never recursion: the
 * value's shape is the attacker's.
 */
function findBadText(root: unknown, rootPath: string): Finding | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: rootPath, depth: 0 },
  ];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { field: path, problem: 'nul' };
      continue;
    }
    // Raw bodies (the payment webhook's bytes) are not text fields: nothing to walk.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_JSON_DEPTH) {
      // Named by the field where the nesting starts, not by its 32-step path.
      const top = Array.isArray(root) ? [] : path.split('.').slice(0, 2);
      return { field: top.join('.') || rootPath, problem: 'depth' };
    }
    // Pushed last to first, so the walk visits fields in the order they were written.
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

const PROBLEM_TEXT: Record<Finding['problem'], string> = {
  nul: 'Text may not contain a NUL character.',
  depth: `Values may nest at most ${MAX_JSON_DEPTH} levels deep.`,
};

/**
 * PostgreSQL cannot hold a NUL character in text, and a query that carries one fails inside the
 * driver (a 500). No real input needs one, nor JSON nested dozens of levels deep, so any request
 * whose path parameters, query or JSON body holds either answers 400 before its route's
 * validation runs.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const found =
      findBadText(request.params, 'params') ??
      findBadText(request.query, 'query') ??
      findBadText(request.body, 'body');
    if (!found) return;
    request.log.info({ field: found.field, problem: found.problem }, 'request input refused');
    const [, ...rest] = found.field.split('.');
    const field = rest.join('.');
    return reply.status(400).send({
      message: 'Some fields are invalid.',
      code: 'VALIDATION_FAILED',
      details: { fields: { [field || '(root)']: PROBLEM_TEXT[found.problem] } },
    } satisfies ErrorBody);
  });
}
