import type { AuditEntryView, AuditList, AuditQuery } from '@skins/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.tables.ts';

// India has no daylight saving: a day there starts at 00:00 +05:30.
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(indiaDayStart(day).getTime() + 86_400_000);

/** GET /admin/audit: newest first, filtered by who, action, entity and India days. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditList> {
  const filters: SQL[] = [];
  if (query.admin) filters.push(eq(auditLog.adminEmail, query.admin.toLowerCase()));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.from) filters.push(gte(auditLog.at, indiaDayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.at, nextDay(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { page, limit } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map(
      (row): AuditEntryView => ({
        _id: row.id,
        at: row.at.toISOString(),
        adminEmail: row.adminEmail,
        action: row.action,
        method: row.method,
        route: row.route,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
      }),
    ),
    page,
    limit,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / limit)),
  };
}
