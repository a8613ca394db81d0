import type { AuditEntryView } from '@skins/shared';

const MAX_VALUE = 40;

/** One value as a short line: strings bare, the rest as JSON, cut at 40 characters. */
function shortValue(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

export interface AuditChange {
  field: string;
  before: string | null;
  after: string;
}

/**
 * The row's changed fields, `before → after`: both sides when the record had a before (an
 * update), the after alone for a created record or what a route said of a write.
 */
export function auditChangesOf(entry: Pick<AuditEntryView, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: entry.before ? shortValue(before[field]) : null,
    after: shortValue(after[field]),
  }));
}
