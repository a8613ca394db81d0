import { CampaignSearchResultSchema } from '@skins/shared';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../modules/campaigns/campaigns.tables.ts';
import { createWelcomeCampaign } from '../../modules/campaigns/welcome-coupon.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { seedDemoCampaignsIfEmpty } from './campaigns.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const search = (name: string) =>
  app.inject({ method: 'GET', url: '/api/campaigns/search', query: { name } });

describe('seedDemoCampaignsIfEmpty', () => {
  it('adds the four demo codes once, even next to subscribers’ welcome coupons', async () => {
    await db.transaction((tx) => createWelcomeCampaign(tx, 'early@example.in'));
    expect(await seedDemoCampaignsIfEmpty(db, new Date())).toBe(4);
    expect(await seedDemoCampaignsIfEmpty(db, new Date())).toBe(0);
    const codes = await db
      .select({ code: campaigns.code })
      .from(campaigns)
      .orderBy(asc(campaigns.code));
    expect(codes.map((row) => row.code).filter((code) => !code.startsWith('WELCOME-'))).toEqual([
      'FESTIVE20',
      'LAUNCH15',
      'SKINS10',
      'WELCOME25',
    ]);
  });

  it('makes SKINS10 and WELCOME25 usable at search, FESTIVE20 and LAUNCH15 not', async () => {
    const skins = await search('skins10');
    expect(skins.statusCode).toBe(200);
    expect(CampaignSearchResultSchema.parse(skins.json()).discount).toBe(0.1);
    expect(CampaignSearchResultSchema.parse((await search('WELCOME25')).json()).discount).toBe(0.1);
    expect((await search('FESTIVE20')).statusCode).toBe(404);
    expect((await search('LAUNCH15')).statusCode).toBe(404);
  });
});
