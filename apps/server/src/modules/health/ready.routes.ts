import { ErrorBodySchema } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';

/** What an instance needs besides itself to serve shoppers; `off` when it is not configured. */
const CheckSchema = z.enum(['ok', 'failing', 'off']);
type Check = z.infer<typeof CheckSchema>;

const ChecksSchema = z.object({ database: CheckSchema, redis: CheckSchema, storage: CheckSchema });

export interface ReadinessOptions {
  /** Whether the shared Redis answers; null without REDIS_URL. */
  isRedisUp: (() => boolean) | null;
  /**
   * Resolves when the media storage can take uploads: the uploads folder is writable, or the
   * bucket answers (HeadBucket).
   */
  checkStorage: () => Promise<void>;
}

/**
 * GET /api/ready, for a load balancer: 200 only when the database, Redis (when configured) and
 * the uploads' storage answer, else 503 with what fails. `/api/health` stays the liveness
 * probe: a process that answers it but not this one is alive, and should get no traffic, not a
 * restart.
 */
export const readyRoutes: FastifyPluginAsyncZod<ReadinessOptions> = async (
  app,
  { isRedisUp, checkStorage },
) => {
  const outcome = async (probe: () => Promise<unknown>): Promise<Check> => {
    try {
      await probe();
      return 'ok';
    } catch {
      return 'failing';
    }
  };

  app.get(
    '/',
    {
      // Answers while the shop sheds load: a busy instance is still ready.
      config: { isExemptFromShedding: true },
      schema: {
        tags: ['store'],
        summary: 'Readiness: database, Redis and storage reachable',
        response: {
          200: z.object({ status: z.literal('ready'), checks: ChecksSchema }),
          // SERVICE_UNAVAILABLE, `details.checks` saying what does not answer.
          503: ErrorBodySchema,
        },
      },
    },
    async () => {
      const [database, storage] = await Promise.all([
        outcome(() => app.db.execute(sql`select 1`)),
        outcome(checkStorage),
      ]);
      const redis: Check = isRedisUp === null ? 'off' : isRedisUp() ? 'ok' : 'failing';
      const checks = { database, redis, storage };
      const failing = Object.entries(checks).filter(([, check]) => check === 'failing');
      if (failing.length > 0) {
        const names = failing.map(([name]) => name).join(', ');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', `Not ready: ${names} not answering.`, {
          checks,
        });
      }
      return { status: 'ready' as const, checks };
    },
  );
};
