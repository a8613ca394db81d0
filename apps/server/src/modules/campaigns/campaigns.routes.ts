import {
  CampaignDeleteResultSchema,
  CampaignInputSchema,
  CampaignListSchema,
  CampaignSchema,
  CampaignSearchQuerySchema,
  CampaignSearchResultSchema,
  ErrorBodySchema,
  MAX_LENGTH,
  MESSAGES,
  ProductListQuerySchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { AppError } from '../../plugins/app-error.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { auditAdminAction } from '../../plugins/require-admin.ts';
import { CAMPAIGN_AUDIT } from './campaign-audit.ts';
import * as service from './campaigns.service.ts';

export interface CampaignRoutesOptions {
  /** `config.rateLimits.couponSearch`, per client IP. */
  searchPerMinute: number;
}

// Paging exactly as the catalog's lists; `search` is part of a code, any case.
const CampaignListQuerySchema = z.extend(
  z.pick(ProductListQuerySchema, { page: true, limit: true }),
  {
    search: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(MAX_LENGTH.couponCode),
          z.regex(/^[A-Za-z0-9_-]*$/, 'Use letters, digits, - and _ only'),
        ),
    ),
  },
);
const IdParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** API.md § Campaigns: the shopper's coupon search, and the admin's CRUD (screens in [6]). */
export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (
  app,
  { searchPerMinute },
) => {
  const { db } = app;
  app.get(
    '/search',
    {
      config: { rateLimit: perMinute(searchPerMinute) },
      schema: {
        tags: ['campaigns'],
        summary: 'Look up a coupon code (any case); 404 for every code that cannot be used now',
        querystring: CampaignSearchQuerySchema,
        response: { 200: CampaignSearchResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const result = await service.searchCoupon(db, request.query.name);
      if (result.found) return { id: result.id, discount: result.discount };
      // The contract's one message for every code that cannot be used now; a code that was real
      // and ran out (expired, used up) also says so in `details` (decision 021).
      throw new AppError(
        404,
        'NOT_FOUND',
        MESSAGES.coupon.invalidOrExpired,
        result.told ? { reason: result.told.reason, note: result.told.message } : undefined,
      );
    },
  );

  // Admin: its own scope, so auth covers these routes and not the search.
  await app.register(
    adminRoutes(async (admin) => {
      admin.get(
        '/',
        {
          schema: {
            tags: ['campaigns'],
            summary: 'List campaigns, newest first (admin)',
            querystring: CampaignListQuerySchema,
            response: { 200: CampaignListSchema, ...adminErrors },
          },
        },
        async (request) => service.listCampaigns(db, request.query),
      );

      admin.get(
        '/:id',
        {
          schema: {
            tags: ['campaigns'],
            summary: 'One campaign (admin)',
            params: IdParamsSchema,
            response: { 200: CampaignSchema, 404: ErrorBodySchema, ...adminErrors },
          },
        },
        async (request) => service.getCampaign(db, request.params.id),
      );

      admin.post(
        '/',
        {
          config: { audit: CAMPAIGN_AUDIT },
          schema: {
            tags: ['campaigns'],
            summary: 'Create a campaign (admin); 409 when the code exists in any case',
            body: CampaignInputSchema,
            response: { 201: CampaignSchema, 409: ErrorBodySchema, ...adminErrors },
          },
        },
        async (request, reply) => {
          const campaign = await service.createCampaign(db, request.body);
          auditAdminAction(request, 'campaign.create', {
            campaignId: campaign._id,
            code: campaign.name,
          });
          return reply.status(201).send(campaign);
        },
      );

      admin.put(
        '/:id',
        {
          config: { audit: CAMPAIGN_AUDIT },
          schema: {
            tags: ['campaigns'],
            summary: 'Replace a campaign’s settings (admin); the redemption count is kept',
            params: IdParamsSchema,
            body: CampaignInputSchema,
            response: {
              200: CampaignSchema,
              404: ErrorBodySchema,
              409: ErrorBodySchema,
              ...adminErrors,
            },
          },
        },
        async (request) => {
          const campaign = await service.updateCampaign(db, request.params.id, request.body);
          auditAdminAction(request, 'campaign.update', {
            campaignId: campaign._id,
            code: campaign.name,
          });
          return campaign;
        },
      );

      admin.delete(
        '/:id',
        {
          config: { audit: CAMPAIGN_AUDIT },
          schema: {
            tags: ['campaigns'],
            summary: 'Delete an unused campaign, or deactivate one that was used (admin)',
            params: IdParamsSchema,
            response: { 200: CampaignDeleteResultSchema, 404: ErrorBodySchema, ...adminErrors },
          },
        },
        async (request) => {
          const outcome = await service.deleteCampaign(db, request.params.id);
          auditAdminAction(request, 'campaign.delete', { campaignId: request.params.id, outcome });
          return { _id: request.params.id, outcome };
        },
      );
    }),
  );
};
