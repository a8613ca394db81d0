import {
  AdminReturnListSchema,
  AdminReturnQuerySchema,
  AdminReturnSchema,
  ErrorBodySchema,
  RejectReturnInputSchema,
  RequestReturnInfoInputSchema,
  ReturnIdParamsSchema,
} from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { auditAdminAction, signedInAdminEmail } from '../../plugins/require-admin.ts';
import {
  adminReturn,
  approveReturn,
  listAdminReturns,
  receiveReturn,
  rejectReturn,
  requestReturnInfo,
} from './return-admin.ts';
import { RETURN_AUDIT } from './return-audit.ts';
import type { ReturnsDeps } from './return-moves.ts';
import { settlingRoutes } from './return-settling-routes.ts';

export type ReturnAdminRoutesOptions = Omit<ReturnsDeps, 'db' | 'mail'>;

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const stepErrors = { 404: ErrorBodySchema, 409: ErrorBodySchema, ...adminErrors };

/**
 * API.md § Returns and replacements, the owner's side under /api: the queue
 * (`/admin/returns`) and the steps (`/returns/{id}/…`), each recorded with the admin's email and
 * mailed in its transaction (return-admin.ts). The refund and the replacement register their
 * routes here too (return-refund.ts, return-replacement.ts), with the same options.
 */
export const returnAdminRoutes = adminRoutes<ReturnAdminRoutesOptions>(async (admin, options) => {
  const deps: ReturnsDeps = { db: admin.db, mail: admin.mail, ...options };

  admin.get(
    '/admin/returns',
    {
      config: { allowStaff: true },
      schema: {
        tags: ['returns'],
        summary:
          'Returns: open ones first, longest waiting first, with the hours since the request; by status (admin)',
        querystring: AdminReturnQuerySchema,
        response: { 200: AdminReturnListSchema, ...adminErrors },
      },
    },
    async (request) => listAdminReturns(admin.db, request.query),
  );

  admin.get(
    '/admin/returns/:id',
    {
      config: { allowStaff: true },
      schema: {
        tags: ['returns'],
        summary: 'One return with its lines, photos, messages and history (admin)',
        params: ReturnIdParamsSchema,
        response: { 200: AdminReturnSchema, 404: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => adminReturn(admin.db, request.params.id),
  );

  admin.put(
    '/returns/:id/approve',
    {
      config: { audit: RETURN_AUDIT },
      schema: {
        tags: ['returns'],
        summary: 'Approve a requested return: Requested → Approved, mailed (admin)',
        params: ReturnIdParamsSchema,
        response: { 200: AdminReturnSchema, ...stepErrors },
      },
    },
    async (request) => {
      const answer = await approveReturn(deps, request.params.id, signedInAdminEmail(request));
      auditAdminAction(request, 'return.approve', { returnId: answer._id });
      return answer;
    },
  );

  admin.put(
    '/returns/:id/reject',
    {
      config: { audit: RETURN_AUDIT },
      schema: {
        tags: ['returns'],
        summary:
          'Reject a requested return, or one waiting for the shopper’s answer, with the reason the shopper reads (admin)',
        params: ReturnIdParamsSchema,
        body: RejectReturnInputSchema,
        response: { 200: AdminReturnSchema, ...stepErrors },
      },
    },
    async (request) => {
      const answer = await rejectReturn(
        deps,
        request.params.id,
        request.body,
        signedInAdminEmail(request),
      );
      auditAdminAction(request, 'return.reject', { returnId: answer._id });
      return answer;
    },
  );

  admin.put(
    '/returns/:id/request-info',
    {
      config: { audit: RETURN_AUDIT, allowStaff: true },
      schema: {
        tags: ['returns'],
        summary:
          'Ask the shopper a question about a requested return: Requested → InfoRequested (admin)',
        params: ReturnIdParamsSchema,
        body: RequestReturnInfoInputSchema,
        response: { 200: AdminReturnSchema, ...stepErrors },
      },
    },
    async (request) => {
      const answer = await requestReturnInfo(
        deps,
        request.params.id,
        request.body,
        signedInAdminEmail(request),
      );
      auditAdminAction(request, 'return.request-info', { returnId: answer._id });
      return answer;
    },
  );

  admin.put(
    '/returns/:id/receive',
    {
      config: { audit: RETURN_AUDIT, allowStaff: true },
      schema: {
        tags: ['returns'],
        summary: 'The returned goods of an approved refund arrived: Approved → Received (admin)',
        params: ReturnIdParamsSchema,
        response: { 200: AdminReturnSchema, ...stepErrors },
      },
    },
    async (request) => {
      const answer = await receiveReturn(deps, request.params.id, signedInAdminEmail(request));
      auditAdminAction(request, 'return.receive', { returnId: answer._id });
      return answer;
    },
  );

  // The settling steps: PUT /returns/{id}/refund and /ship-replacement (decision 054).
  settlingRoutes(admin, deps);
});
