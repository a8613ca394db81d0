import { snapshotById } from '../audit/index.ts';
import { orders } from './orders.tables.ts';

/** The audit log's before → after of an admin write to orders (admin-scope.ts). */
export const ORDER_AUDIT = { entity: 'order', snapshot: snapshotById(orders) };
