import {
  BulkShipAnswerSchema,
  BulkShipInputSchema,
  DeclineCancelInputSchema,
  ErrorBodySchema,
  MarkPaidInputSchema,
  OrderIdParamsSchema,
  OrderSchema,
  ShipOrderInputSchema,
} from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { auditAdminAction, signedInAdminEmail } from '../../plugins/require-admin.ts';
import { markOrderPaid } from './mark-paid.ts';
import { ORDER_AUDIT } from './order-audit.ts';
import { shipOrdersInBulk } from './order-bulk-ship.ts';
import { declineCancelRequest, deliverOrder, shipOrder } from './order-fulfilment.ts';
import type { OrderMailer } from './order-mailer.ts';
import type { OrderRoutesOptions } from './orders.routes.ts';

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * API.md § Orders after payment, the admin's steps once an order is paid for: ship (and correct
 * the shipment), deliver, decline a cancel request, mark a manual or COD order paid. Each records
 * who did it and mails the shopper in the change's transaction (order-fulfilment.ts).
 */
export const orderFulfilmentRoutes = adminRoutes<OrderRoutesOptions>(
  async (admin, { publicUrl, secret, ordersEmail, returnWindowDays, onDelivered }) => {
    const { db } = admin;
    const mailer: OrderMailer = {
      mail: admin.mail,
      publicUrl,
      secret,
      ordersEmail,
      returnWindowDays,
      onDelivered,
    };
    const adminStepErrors = {
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      ...adminErrors,
    };

    admin.put(
      '/:id/ship',
      {
        config: { audit: ORDER_AUDIT, allowStaff: true },
        schema: {
          tags: ['orders'],
          summary:
            'Ship with courier and AWB, or correct the shipment; mails the shopper once per change (admin)',
          params: OrderIdParamsSchema,
          body: ShipOrderInputSchema,
          response: { 200: OrderSchema, ...adminStepErrors },
        },
      },
      async (request) => {
        const order = await shipOrder(
          db,
          mailer,
          request.params.id,
          request.body,
          signedInAdminEmail(request),
        );
        auditAdminAction(request, 'order.ship', { orderId: order._id, ...request.body });
        return order;
      },
    );

    admin.post(
      '/ship-bulk',
      {
        config: { allowStaff: true },
        schema: {
          tags: ['orders'],
          summary:
            'Ship several orders from a CSV of number,courier,awb[,url]: all in one transaction, or none with the refused lines (admin)',
          body: BulkShipInputSchema,
          response: { 200: BulkShipAnswerSchema, ...adminErrors },
        },
      },
      async (request) => {
        const answer = await shipOrdersInBulk(
          db,
          mailer,
          request.body.csv,
          signedInAdminEmail(request),
        );
        auditAdminAction(request, 'order.ship-bulk', { numbers: answer.shipped });
        return answer;
      },
    );

    admin.put(
      '/:id/deliver',
      {
        config: { audit: ORDER_AUDIT, allowStaff: true },
        schema: {
          tags: ['orders'],
          summary: 'Mark an order delivered; mails the shopper (admin)',
          params: OrderIdParamsSchema,
          response: { 200: OrderSchema, ...adminStepErrors },
        },
      },
      async (request) => {
        const order = await deliverOrder(
          db,
          mailer,
          request.params.id,
          signedInAdminEmail(request),
        );
        auditAdminAction(request, 'order.deliver', { orderId: order._id });
        return order;
      },
    );

    admin.put(
      '/:id/decline-cancel',
      {
        config: { audit: ORDER_AUDIT },
        schema: {
          tags: ['orders'],
          summary:
            'Decline a cancel request: back to the status before it; mails the reason (admin)',
          params: OrderIdParamsSchema,
          body: DeclineCancelInputSchema,
          response: { 200: OrderSchema, ...adminStepErrors },
        },
      },
      async (request) => {
        const order = await declineCancelRequest(
          db,
          mailer,
          request.params.id,
          request.body,
          signedInAdminEmail(request),
        );
        auditAdminAction(request, 'order.decline-cancel', {
          orderId: order._id,
          status: order.status,
        });
        return order;
      },
    );

    admin.put(
      '/:id/payment',
      {
        config: { audit: ORDER_AUDIT },
        schema: {
          tags: ['orders'],
          summary:
            'Mark a manual or cash-on-delivery order paid, with method and reference; a repeat changes nothing (admin)',
          params: OrderIdParamsSchema,
          body: MarkPaidInputSchema,
          response: { 200: OrderSchema, ...adminStepErrors },
        },
      },
      async (request) => {
        const order = await markOrderPaid(
          db,
          request.params.id,
          request.body,
          signedInAdminEmail(request),
        );
        auditAdminAction(request, 'order.payment', {
          orderId: order._id,
          paymentStatus: order.paymentStatus,
          method: request.body.method,
          reference: request.body.reference,
        });
        return order;
      },
    );
  },
);
