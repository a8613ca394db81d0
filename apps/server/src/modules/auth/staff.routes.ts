import {
  ErrorBodySchema,
  StaffIdParamsSchema,
  StaffInviteInputSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffRemovedSchema,
  StaffUpdateInputSchema,
} from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { auditAdminAction, signedInAdminEmail } from '../../plugins/require-admin.ts';
import { snapshotById } from '../audit/index.ts';
import { admins } from './admins.tables.ts';
import { inviteStaff, listStaff, removeStaff, updateStaff } from './staff.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const STAFF_AUDIT = { entity: 'admin', snapshot: snapshotById(admins, { omit: ['passwordHash'] }) };

/** API.md § The owner's desk: the owner's Staff page, under /api/admin (owner only). */
export const staffRoutes = adminRoutes<{ publicUrl: string }>(async (admin, { publicUrl }) => {
  const deps = { db: admin.db, mail: admin.mail, publicUrl };
  const actor = (request: Parameters<typeof signedInAdminEmail>[0]) =>
    signedInAdminEmail(request) ?? '';

  admin.get(
    '/staff',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every admin account: role, invited or active, disabled, last sign-in (admin)',
        response: { 200: StaffListSchema, ...errors },
      },
    },
    async () => ({ data: await listStaff(admin.db) }),
  );

  admin.post(
    '/staff',
    {
      config: { audit: STAFF_AUDIT },
      schema: {
        tags: ['staff'],
        summary: 'Invite an owner or staff member: mails a one-time set-password link (admin)',
        body: StaffInviteInputSchema,
        response: { 201: StaffMemberSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await inviteStaff(deps, request.body, actor(request));
      auditAdminAction(request, 'staff.invite');
      return reply.code(201).send(member);
    },
  );

  admin.put(
    '/staff/:id',
    {
      config: { audit: STAFF_AUDIT },
      schema: {
        tags: ['staff'],
        summary: 'Rename, change the role, disable or enable, or mail a password link (admin)',
        params: StaffIdParamsSchema,
        body: StaffUpdateInputSchema,
        response: { 200: StaffMemberSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const member = await updateStaff(deps, request.params.id, request.body, actor(request));
      const { resetPassword } = request.body;
      auditAdminAction(request, 'staff.update', resetPassword ? { resetPassword } : {});
      return member;
    },
  );

  admin.delete(
    '/staff/:id',
    {
      config: { audit: STAFF_AUDIT },
      schema: {
        tags: ['staff'],
        summary: 'Disable an account, or remove an invite never used (admin)',
        params: StaffIdParamsSchema,
        response: {
          200: StaffRemovedSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const answer = await removeStaff(deps, request.params.id, actor(request));
      auditAdminAction(request, 'staff.remove', answer);
      return answer;
    },
  );
});
