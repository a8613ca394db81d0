import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/**
 * GET /api/health, the liveness probe: 200 while this process serves requests, whatever the
 * database does. An orchestrator restarts an instance whose liveness fails, and restarting every
 * instance cannot bring a database back; readiness (/api/ready) reports the database, Redis and
 * storage, for a load balancer to route around.
 */
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
        summary: "Liveness: the process serves (the database is /api/ready's)",
        response: {
          200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => ({ status: 'ok' as const, db: kind }),
  );
};
