import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_S = 31_536_000;

/**
 * Serves the built storefront: hashed assets cached for a year, `index.html` never cached, and
 * `index.html` for every other GET that is not an API or media path (client-side routes).
 * Returns false when the SPA has not been built (API-only run).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(async (files) => {
    // Files from disk cost next to nothing, and a page whose HTML came must get its scripts:
    // load shedding neither counts nor refuses them (plugins/load-shedding.ts).
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, isExemptFromShedding: true };
    });
    await registerFiles(files, distDir);
  });
  return true;
}

async function registerFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
    preCompressed: true,
    // Vite puts content-hashed files under /assets; the rest (favicon…) may change in place.
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        isHashed ? `public, max-age=${ONE_YEAR_S}, immutable` : 'public, max-age=3600',
      );
    },
  });
}
