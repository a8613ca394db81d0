import {
  CreatedReturnSchema,
  CreateReturnInputSchema,
  ErrorBodySchema,
  OrderIdParamsSchema,
  OrderReturnParamsSchema,
  OrderReturnsSchema,
  ReturnMessageInputSchema,
  ReturnSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { isAdminRequest } from '../../plugins/require-admin.ts';
import {
  findOrderForReturns,
  ORDER_NOT_FOUND,
  TokenHeadersSchema,
  TokenQuerySchema,
  tokenOf,
} from '../orders/index.ts';
import type { ReturnsDeps } from './return-moves.ts';
import { answerReturn, createReturn, listReturnsOfOrder } from './return-request.ts';

export interface ReturnRoutesOptions extends Omit<ReturnsDeps, 'db' | 'mail'> {
  /** The shopper's posts (a request, an answer) per client IP per minute. */
  postPerMinute: number;
}

const shopperErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * API.md § Returns and replacements, the shopper's side under /api/orders, with the order's
 * token (`X-Order-Token` or `?token=`); without it, or with another order's, 404.
 */
export const orderReturnRoutes: FastifyPluginAsyncZod<ReturnRoutesOptions> = async (
  app,
  { postPerMinute, ...options },
) => {
  const deps: ReturnsDeps = { db: app.db, mail: app.mail, ...options };

  app.post(
    '/:id/returns',
    {
      config: { rateLimit: perMinute(postPerMinute) },
      schema: {
        tags: ['returns'],
        summary:
          'Ask for a return of a delivered order’s lines within the return window (the order’s token)',
        params: OrderIdParamsSchema,
        headers: TokenHeadersSchema,
        querystring: TokenQuerySchema,
        body: CreateReturnInputSchema,
        response: {
          201: CreatedReturnSchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
          ...shopperErrors,
        },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      if (!token) throw notFound(ORDER_NOT_FOUND);
      const created = await createReturn(deps, request.params.id, token, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/:id/returns',
    {
      schema: {
        tags: ['returns'],
        summary:
          'The order’s returns, newest first, with their history (the order’s token or an admin)',
        params: OrderIdParamsSchema,
        headers: TokenHeadersSchema,
        querystring: TokenQuerySchema,
        response: { 200: OrderReturnsSchema, ...shopperErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const token = tokenOf(request);
      const ownOrder = token ? await findOrderForReturns(app.db, id, token) : null;
      if (ownOrder) return { data: await listReturnsOfOrder(deps, ownOrder.id, 'shopper') };
      // Never 401 here: a shopper's browser may still hold an expired admin token.
      const isAdmin = await isAdminRequest(request, app.authenticateAdmin);
      const order = isAdmin ? await findOrderForReturns(app.db, id, null) : null;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return { data: await listReturnsOfOrder(deps, order.id, 'admin') };
    },
  );

  app.post(
    '/:id/returns/:returnId/messages',
    {
      config: { rateLimit: perMinute(postPerMinute) },
      schema: {
        tags: ['returns'],
        summary:
          'Answer the shop’s question about a return, with photos: InfoRequested → Requested (the order’s token)',
        params: OrderReturnParamsSchema,
        headers: TokenHeadersSchema,
        querystring: TokenQuerySchema,
        body: ReturnMessageInputSchema,
        response: {
          200: ReturnSchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
          ...shopperErrors,
        },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      if (!token) throw notFound(ORDER_NOT_FOUND);
      const { id, returnId } = request.params;
      return answerReturn(deps, id, returnId, token, request.body);
    },
  );
};
