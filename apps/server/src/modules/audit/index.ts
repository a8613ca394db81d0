// The audit log's public file: the admin scope writes rows, modules say how to read their records.
export { type AuditEntry, recordAudit, snapshotById } from './audit.service.ts';
