import { snapshotById } from '../audit/index.ts';
import { reviews } from './reviews.tables.ts';

/** The audit log's before → after of an admin write to reviews (admin-scope.ts). */
export const REVIEW_AUDIT = { entity: 'review', snapshot: snapshotById(reviews) };
