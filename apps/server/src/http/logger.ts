import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

export type LogFormat = 'json' | 'pretty';

/**
 * Lines a person reads at a terminal, JSON lines for everything else (a file, a pipe, a log
 * collector) — or whichever LOG_FORMAT asks for.
 */
export function chooseLogFormat(requested: LogFormat | undefined, isTty: boolean): LogFormat {
  return requested ?? (isTty ? 'pretty' : 'json');
}

const REDACTED = ['req.headers.authorization', 'req.headers.cookie'];

/** The process's one logger: the start-up phases write to it, then the app (loggerInstance). */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  format: LogFormat,
): FastifyBaseLogger {
  const options = { level: config.logLevel, redact: REDACTED };
  if (format === 'json') return pino(options);
  // Synchronous, in this thread: a line is on the screen before the next one, even at exit.
  // Colours when the terminal takes them (pino-pretty asks colorette).
  const stream = pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return pino(options, stream);
}

/**
 * On a terminal, one line per request only at `debug` (LOG_LEVEL=debug shows them): Fastify's
 * two lines a request at `info` — a first visit loads every product image — buried the banner.
 * Errors are still logged, once, by the error handler.
 */
export function logRequestsAtDebug(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  });
}
