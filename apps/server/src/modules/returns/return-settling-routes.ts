import {
  AdminReturnSchema,
  ErrorBodySchema,
  RefundReturnInputSchema,
  ReturnIdParamsSchema,
  ShipReplacementInputSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdminAction, signedInAdminEmail } from '../../plugins/require-admin.ts';
import { adminReturn } from './return-admin.ts';
import { RETURN_AUDIT } from './return-audit.ts';
import type { ReturnsDeps } from './return-moves.ts';
import { refundReturn } from './return-refund.ts';
import { shipReplacement } from './return-replacement.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * The settling steps (decision 054), registered inside the returns' admin scope
 * (return-admin.routes.ts): PUT /returns/{id}/refund and /ship-replacement. Each answers the
 * return as the admin sees it.
 */
export function settlingRoutes(admin: AdminApp, deps: ReturnsDeps): void {
  admin.put(
    '/returns/:id/refund',
    {
      config: { audit: RETURN_AUDIT },
      schema: {
        tags: ['returns'],
        summary:
          'Refund a received return, or an approved one for a fault of the skin: Refunded, through the gateway with a credit note for its lines; a COD or manual order needs the hand refund’s reference (admin)',
        params: ReturnIdParamsSchema,
        body: RefundReturnInputSchema,
        response: { 200: AdminReturnSchema, ...errors, 502: ErrorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await refundReturn(
        { ...deps, gateway: admin.gateway },
        id,
        request.body,
        signedInAdminEmail(request),
      );
      auditAdminAction(request, 'return.refund', { returnId: id });
      return adminReturn(admin.db, id);
    },
  );

  admin.put(
    '/returns/:id/ship-replacement',
    {
      config: { audit: RETURN_AUDIT, allowStaff: true },
      schema: {
        tags: ['returns'],
        summary:
          'Ship an approved replacement: ReplacementShipped, as a linked Rs. 0 order with its own number and shipment, mailed (admin)',
        params: ReturnIdParamsSchema,
        body: ShipReplacementInputSchema,
        response: { 200: AdminReturnSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await shipReplacement(deps, id, request.body, signedInAdminEmail(request));
      auditAdminAction(request, 'return.ship-replacement', { returnId: id });
      return adminReturn(admin.db, id);
    },
  );
}
