import { snapshotById } from '../audit/index.ts';
import { campaigns } from './campaigns.tables.ts';

/** The audit log's before → after of an admin write to campaigns (admin-scope.ts). */
export const CAMPAIGN_AUDIT = { entity: 'campaign', snapshot: snapshotById(campaigns) };
