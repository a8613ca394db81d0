import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type onRouteHookHandler,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { isGatedRoute } from '../modules/store/index.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
} from '../plugins/error-handler.ts';
import { registerLoadShedding, shedsLoad } from '../plugins/load-shedding.ts';
import { registerMetrics } from '../plugins/metrics.ts';
import { registerOpenApi } from '../plugins/openapi.ts';
import { type RateLimitSettings, registerRateLimit } from '../plugins/rate-limit.ts';
import { registerNulTextGuard } from '../plugins/reject-nul-text.ts';
import { securityHeaders } from '../plugins/security-headers.ts';
import { type Drain, registerDrain } from './drain.ts';
import { createLogger, type LogFormat, logRequestsAtDebug } from './logger.ts';

/** The largest request body any route takes; a route may set a smaller one. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BaseAppOptions {
  /** Internal, for tests: a short rate-limit window, a Redis key prefix of their own. */
  rateLimit?: Omit<RateLimitSettings, 'redisUrl'>;
  /** Internal, for tests: sees every route as it is declared (the route-walk test). */
  onRoute?: onRouteHookHandler;
  /** The process's logger (server.ts) and its format; absent: JSON at LOG_LEVEL (tests). */
  log?: { logger: FastifyBaseLogger; format: LogFormat };
  /** Started by server.ts on SIGTERM (http/drain.ts); absent: the app is never drained. */
  drain?: Drain;
}

/**
 * Fastify with what every route relies on, before any module: logging with request ids, zod
 * validation, the contract's error bodies, security headers, compression, load shedding, rate
 * limits, the OpenAPI document and cookies.
 */
export async function createBaseApp(
  config: Config,
  { rateLimit, onRoute, log, drain }: BaseAppOptions = {},
): Promise<FastifyInstance> {
  const isPretty = log?.format === 'pretty';
  const app = Fastify({
    loggerInstance: log?.logger ?? createLogger(config, 'json'),
    ...(isPretty ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Undici's keep-alive pools keep sockets open; close idle ones on shutdown, let busy finish.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    // Long enough for any real id, slug or token, so the routes' own schemas judge them (400/404);
    // a longer segment, or a malformed one, gets the contract's error body, not Fastify's.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  if (isPretty) logRequestsAtDebug(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulTextGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (drain) registerDrain(app, drain);
  registerMetrics(app);
  await app.register(helmet, securityHeaders(config));
  await app.register(compress, { threshold: 1024 });
  await registerLoadShedding(app, config.overload);
  await registerRateLimit(app, { redisUrl: config.redisUrl, ...rateLimit });
  await registerOpenApi(app, {
    publicUrl: config.publicUrl,
    bodyLimitBytes: BODY_LIMIT_BYTES,
    // While the gate is off nothing answers STORE_LOCKED: the document says so too.
    isGated: config.storePassword === null ? () => false : isGatedRoute,
    shedsLoad: shedsLoad(config.overload),
  });
  await app.register(cookie);
  return app;
}
