import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody, ErrorCode } from '@skins/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ConstraintKind, constraintViolationOf, isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from './app-error.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** What a request meets while the database cannot be reached (API.md § Errors). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a moment.';
/** Seconds a client waits before asking again during a database outage. */
const DATABASE_RETRY_AFTER_S = 10;

/** Fastify's own 4xx errors carry safe messages; these read better for a shop's clients. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
};

/** A write the schema's own rules refused: the input's fault, whatever the route missed. */
const CONSTRAINT_ANSWERS: Record<ConstraintKind, { status: 400 | 409; message: string }> = {
  check: { status: 400, message: 'Some values are out of range.' },
  'not-null': { status: 400, message: 'A required value is missing.' },
  unique: { status: 409, message: 'This is already taken.' },
  'foreign-key': {
    status: 409,
    message: 'This refers to something that no longer exists, or is still in use.',
  },
};

/**
 * The one place errors become answers (API.md § Conventions): 4xx carry a human message and a
 * machine code; 5xx never carry a stack trace or SQL. Every error is logged once with its
 * request id (Fastify's logger adds `reqId`).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      request.log.info({ fields }, 'request validation failed');
      return reply.status(400).send({
        message: 'Some fields are invalid.',
        code: 'VALIDATION_FAILED',
        details: { fields },
      } satisfies ErrorBody);
    }

    if (error instanceof AppError) {
      // A shed request is the shop working as designed: info, like a 429 (load-shedding.ts warns).
      if (error.statusCode >= 500 && error.code !== 'OVERLOADED') {
        request.log.error({ err: error }, error.message);
      } else request.log.info({ code: error.code }, error.message);
      const retryAfterSeconds = error.details?.retryAfterSeconds;
      if (typeof retryAfterSeconds === 'number') reply.header('retry-after', retryAfterSeconds);
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      } satisfies ErrorBody);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, error.message);
      return reply.status(status).send({
        message: FRIENDLY_MESSAGES[error.code] ?? error.message,
        code: CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED',
      } satisfies ErrorBody);
    }

    const violated = constraintViolationOf(error);
    if (violated) {
      // Still a gap in validation to close: logged as a warning with the constraint's details.
      request.log.warn({ err: error, constraint: violated }, 'a write broke a schema constraint');
      const answer = CONSTRAINT_ANSWERS[violated];
      return reply.status(answer.status).send({
        message: answer.message,
        code: CODE_BY_STATUS[answer.status] ?? 'CONFLICT',
      } satisfies ErrorBody);
    }

    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client is told to come back, and the log says which.
      request.log.error({ err: error }, 'the database is not reachable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
        .send({
          message: DATABASE_UNAVAILABLE_MESSAGE,
          code: 'SERVICE_UNAVAILABLE',
        } satisfies ErrorBody);
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({
      message: 'Something went wrong on our side. Please try again.',
      code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
    } satisfies ErrorBody);
  });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a path
 * segment longer than the router takes, or one that is not valid percent-encoding. Both are bad
 * input, answered with the contract's 400 body instead of Fastify's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, error.message);
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of this address is too long.'
      : 'This address is not valid.';
  reply.status(400).send({ message, code: 'VALIDATION_FAILED' } satisfies ErrorBody);
}

/** What Node's HTTP parser refuses before Fastify has a request, by its error code. */
const CLIENT_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { message: 'This address or its headers are too long.', code: 'HEADERS_TOO_LARGE' },
  },
};
const UNREADABLE_REQUEST = {
  status: 400,
  body: { message: 'This request could not be read.', code: 'VALIDATION_FAILED' },
} satisfies { status: number; body: ErrorBody };

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (an address and headers over
 * its 16 KB: 431; anything it cannot read: 400) gets the contract's `{ message, code }` body,
 * not Fastify's own, and the connection is closed, as Node does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE_REQUEST;
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}
