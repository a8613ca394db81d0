import type { ErrorBody } from '@skins/shared';
import type { FastifyInstance } from 'fastify';

/** The first path (`params.idOrSlug`, `body.items.0.name`) whose text holds a NUL character. */
function findNulText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Raw bodies (the payment webhook's bytes) are not text fields: nothing to walk.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findNulText(child, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot hold a NUL character in text, and a query that carries one fails inside the
 * driver (a 500). No real input needs one, so any request whose path parameters, query or JSON
 * body holds one answers 400 before its route's validation runs.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field =
      findNulText(request.params, 'params') ??
      findNulText(request.query, 'query') ??
      findNulText(request.body, 'body');
    if (!field) return;
    request.log.info({ field }, 'request text holds a NUL character');
    const [, ...rest] = field.split('.');
    return reply.status(400).send({
      message: 'Some fields are invalid.',
      code: 'VALIDATION_FAILED',
      details: {
        fields: { [rest.join('.') || '(root)']: 'Text may not contain a NUL character.' },
      },
    } satisfies ErrorBody);
  });
}
