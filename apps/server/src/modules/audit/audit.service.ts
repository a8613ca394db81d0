import { isUuid } from '@skins/shared';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.tables.ts';

/** One audit log row as the admin scope writes it (admin-scope.ts). */
export interface AuditEntry {
  adminEmail: string;
  action: string;
  method: string;
  route: string;
  entityType: string | null;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/**
 * An `audit` snapshot that reads a table's row by its uuid `id` (or by `slug` when the route's
 * key is not a uuid and the table has one), as JSON (times as ISO text), without the columns
 * named in `omit` (text derived from the rest).
 */
export function snapshotById<Table extends PgTable & { id: PgColumn }>(
  table: Table,
  { omit = [], slug }: { omit?: readonly string[]; slug?: PgColumn } = {},
): (db: Db, id: string) => Promise<Record<string, unknown> | null> {
  return async (db, key) => {
    const where = isUuid(key) ? eq(table.id, key) : slug ? eq(slug, key) : null;
    if (!where) return null;
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(where)) as InferSelectModel<Table>[];
    const row = rows[0];
    if (!row) return null;
    const json = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
    for (const key of omit) delete json[key];
    return json;
  };
}
