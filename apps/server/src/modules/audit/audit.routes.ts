import { AuditListSchema, AuditQuerySchema, ErrorBodySchema } from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { listAudit } from './audit-list.ts';

/** GET /api/admin/audit (owner only): every admin write, who, when, what, before and after. */
export const auditRoutes = adminRoutes(async (admin) => {
  admin.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log of admin writes, newest first, with filters (admin)',
        querystring: AuditQuerySchema,
        response: {
          200: AuditListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => listAudit(admin.db, request.query),
  );
});
