import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * The audit log (API.md § The owner's desk): one row per admin write that succeeded — who (the
 * admin's email as it was then), when, what (`action`, the request's method and route, the
 * entity) and, where the write changed a record, the fields before and after. Rows are only
 * ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: createdAt(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_admin_idx').on(t.adminEmail, t.at.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
