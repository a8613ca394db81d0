import {
  CancelRequestInputSchema,
  ErrorBodySchema,
  ManualOrderInputSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  OrderStatusUpdateSchema,
  OrderTokenSchema,
  OrderTrackingSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { notFound } from '../../plugins/app-error.ts';
import {
  auditAdminAction,
  isAdminRequest,
  signedInAdminEmail,
} from '../../plugins/require-admin.ts';
import { createManualOrder } from './manual-order.ts';
import { ORDER_AUDIT } from './order-audit.ts';
import { orderConfirmationMail } from './order-mail.ts';
import type { OrderMailer } from './order-mailer.ts';
import { cancelOrder, deleteOrder, moveOrderStatus, requestCancel } from './order-status.ts';
import type { StockWatch } from './order-stock.ts';
import { orderPageUrl, orderTrackingUrl } from './order-token.ts';
import { TokenHeadersSchema, TokenQuerySchema, tokenOf } from './order-token-request.ts';
import { trackOrder } from './order-tracking.ts';
import * as service from './orders.service.ts';
import type { RefundGateway } from './refund-gateway.ts';

export interface OrderRoutesOptions {
  /** `config.publicUrl`: the order page's link in the confirmation mail. */
  publicUrl: string;
  /** The app secret: orders' tokens, and so the status mails' links, derive from it. */
  secret: string;
  /** SHOP_ORDERS_EMAIL: the owner's mails; undefined: the oldest admin's address. */
  ordersEmail: string | undefined;
  /** `config.returns.windowDays` (RETURN_WINDOW_DAYS): the delivered mail states it. */
  returnWindowDays: number;
  /** What else a delivery writes in its transaction (order-mailer.ts `onDelivered`). */
  onDelivered?: OrderMailer['onDelivered'];
  /** LOW_STOCK_THRESHOLD and the catalog cache to empty (decision 065). */
  stock?: StockWatch | undefined;
}

const TokenParamsSchema = z.object({ token: OrderTokenSchema });
const CreatedOrderSchema = z.extend(OrderSchema, {
  /** The shopper's key to this order (the confirmation link); only answered here. */
  token: z.string(),
});

const shopperErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** API.md § Orders: the shopper's calls (token) and the admin's (screens in [6]). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { publicUrl, secret, ordersEmail, returnWindowDays, onDelivered, stock },
) => {
  const { db, authenticateAdmin, mail } = app;
  const mailer: OrderMailer = {
    mail,
    publicUrl,
    secret,
    ordersEmail,
    returnWindowDays,
    onDelivered,
    stock,
  };
  // All orders need of the payment gateway: refunding a cancelled order's payment.
  const gateway: RefundGateway = app.gateway;

  app.get(
    '/token/:token',
    {
      schema: {
        tags: ['orders'],
        summary: 'The order this token opens',
        params: TokenParamsSchema,
        response: { 200: OrderSchema, ...shopperErrors },
      },
    },
    async (request) => {
      const order = await service.findOrderByToken(db, request.params.token);
      if (!order) throw notFound(service.ORDER_NOT_FOUND);
      return order;
    },
  );

  app.get(
    '/track-order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Status and history of an order, for anyone with its id: no personal data',
        params: OrderIdParamsSchema,
        response: { 200: OrderTrackingSchema, ...shopperErrors },
      },
    },
    async (request) => trackOrder(db, request.params.id),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order, for its token (X-Order-Token or ?token=) or an admin; else 404',
        params: OrderIdParamsSchema,
        headers: TokenHeadersSchema,
        querystring: TokenQuerySchema,
        response: { 200: OrderSchema, ...shopperErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const token = tokenOf(request);
      const order = token ? await service.findOrderWithToken(db, id, token) : null;
      if (order) return order;
      // Never 401 here: a shopper's browser may still hold an expired admin token.
      const isAdmin = await isAdminRequest(request, authenticateAdmin);
      const adminView = isAdmin ? await service.loadOrder(db, id) : null;
      if (!adminView) throw notFound(service.ORDER_NOT_FOUND);
      return adminView;
    },
  );

  app.put(
    '/:id/request-cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The shopper asks to cancel (token), with an optional reason: Placed or Processing → CancelRequested',
        params: OrderIdParamsSchema,
        // No body at all is a request without a reason (Fastify hands the schema null).
        body: z.nullish(CancelRequestInputSchema),
        headers: TokenHeadersSchema,
        querystring: TokenQuerySchema,
        response: { 200: OrderSchema, 409: ErrorBodySchema, ...shopperErrors },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      if (!token) throw notFound(service.ORDER_NOT_FOUND);
      // Spaces alone are no reason.
      const reason = request.body?.reason || null;
      return requestCancel(db, mailer, request.params.id, token, reason);
    },
  );

  // Admin: its own scope, so auth covers these routes only, and the admin's token, not the
  // store password, decides (API.md § Decisions, order of checks).
  await app.register(
    adminRoutes(async (admin) => {
      admin.get(
        '/all',
        {
          config: { allowStaff: true },
          schema: {
            tags: ['orders'],
            summary:
              'List orders, newest first; filter by status, search number/email/phone (admin)',
            querystring: OrderListQuerySchema,
            response: { 200: OrderListSchema, ...adminErrors },
          },
        },
        async (request) => service.listOrders(db, request.query),
      );

      admin.post(
        '/',
        {
          config: { audit: ORDER_AUDIT },
          schema: {
            tags: ['orders'],
            summary: 'A manual order (phone, in person), priced by the server (admin)',
            body: ManualOrderInputSchema,
            // 409 OUT_OF_STOCK: more units than a product has left (decision 065).
            response: { 201: CreatedOrderSchema, 409: ErrorBodySchema, ...adminErrors },
          },
        },
        async (request, reply) => {
          const { order, token } = await createManualOrder(db, request.body, secret, mailer);
          auditAdminAction(request, 'order.create', { orderId: order._id, total: order.total });
          await mail
            .queue(
              orderConfirmationMail(order, {
                orderUrl: orderPageUrl(publicUrl, token),
                trackingUrl: orderTrackingUrl(publicUrl, order._id, token),
              }),
            )
            .catch((error: unknown) => {
              // The order stands without its mail (API.md § Mail).
              request.log.error({ err: error, orderId: order._id }, 'order mail not queued');
            });
          return reply.status(201).send({ ...order, token });
        },
      );

      admin.put(
        '/:id/status',
        {
          config: { audit: ORDER_AUDIT },
          schema: {
            tags: ['orders'],
            summary: 'Move an order forward, or cancel it with a refund (admin)',
            params: OrderIdParamsSchema,
            body: OrderStatusUpdateSchema,
            response: {
              200: OrderSchema,
              404: ErrorBodySchema,
              409: ErrorBodySchema,
              502: ErrorBodySchema,
              ...adminErrors,
            },
          },
        },
        async (request) => {
          const order = await moveOrderStatus(
            db,
            mailer,
            request.params.id,
            request.body.status,
            gateway,
            signedInAdminEmail(request),
          );
          auditAdminAction(request, 'order.status', { orderId: order._id, status: order.status });
          return order;
        },
      );

      admin.put(
        '/:id/cancel',
        {
          config: { audit: ORDER_AUDIT },
          schema: {
            tags: ['orders'],
            summary: 'Cancel an order; a completed payment is refunded first (admin)',
            params: OrderIdParamsSchema,
            response: {
              200: OrderSchema,
              404: ErrorBodySchema,
              409: ErrorBodySchema,
              502: ErrorBodySchema,
              ...adminErrors,
            },
          },
        },
        async (request) => {
          const order = await cancelOrder(
            db,
            mailer,
            request.params.id,
            gateway,
            signedInAdminEmail(request),
          );
          auditAdminAction(request, 'order.cancel', { orderId: order._id, status: order.status });
          return order;
        },
      );

      admin.delete(
        '/:id',
        {
          config: { audit: ORDER_AUDIT },
          schema: {
            tags: ['orders'],
            summary: 'Delete a cancelled order (admin)',
            params: OrderIdParamsSchema,
            response: {
              204: z.null(),
              404: ErrorBodySchema,
              409: ErrorBodySchema,
              ...adminErrors,
            },
          },
        },
        async (request, reply) => {
          await deleteOrder(db, request.params.id);
          auditAdminAction(request, 'order.delete', { orderId: request.params.id });
          return reply.status(204).send(null);
        },
      );
    }),
  );
};
