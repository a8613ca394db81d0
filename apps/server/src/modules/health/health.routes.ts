import { ErrorBodySchema } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod<Pick<Database, 'kind'>> = async (
  app,
  { kind },
) => {
  app.get(
    '/',
    {
      // Answers while the shop sheds load: a busy instance is not a dead one.
      config: { isExemptFromShedding: true },
      schema: {
        tags: ['store'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
          503: ErrorBodySchema,
        },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const, db: kind };
    },
  );
};
