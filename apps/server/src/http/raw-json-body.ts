import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../plugins/app-error.ts';

// Webhooks (Razorpay's, Meta's) are signed over the exact bytes sent, so their routes read JSON
// as a Buffer and check the signature before parsing; every other route keeps parsed JSON.

/** Makes `scope` (a plugin of the webhook's routes alone) read JSON bodies as raw bytes. */
export function readJsonAsBytes(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/** The raw body of a route in such a scope; 400 when it came as another content type. */
export function rawBodyOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The webhook body must be JSON.');
  }
  return request.body;
}

/** A signature header's value; of a repeated header, the first. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
