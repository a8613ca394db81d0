import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppServices, someAppServices } from '../plugins/app-services.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';

/**
 * A bare app with the shop's zod compilers and error handler, logging at info into `lines` (one
 * parsed JSON object per log line): for tests of what routes write to the log, e.g. the audit
 * trail. `services`: the app services (`app.db`…) the routes under test read.
 */
export function createLoggedApp(services: Partial<AppServices> = {}): {
  app: FastifyInstance;
  lines: Record<string, unknown>[];
} {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.register(someAppServices, services);
  return { app, lines };
}
