import { snapshotById } from '../audit/index.ts';
import { returns } from './returns.tables.ts';

/** The audit log's before → after of an admin write to returns (admin-scope.ts). */
export const RETURN_AUDIT = { entity: 'return', snapshot: snapshotById(returns) };
