import { type ErrorBody, ErrorBodySchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { fileResponse } from '../../http/file-response.ts';
import { ARTWORK_URL_PREFIX, currentArtworkPathOf, parseArtworkPath } from './artwork/paths.ts';
import { renderArtwork } from './artwork/render.ts';

/**
 * Generated product artwork: the URL names the design completely (`v2/{device}/{pattern}/
 * {palette}/{view}.svg`), so an answer never changes and is cached by browsers for a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const rendered = new LRUCache<string, string>({ max: 2_000 });

  app.get(
    '/art/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated product artwork (SVG)',
        params: z.object({ '*': z.string().max(200) }),
        response: {
          200: fileResponse('image/svg+xml', 'The artwork, cached for a year'),
          301: z.null().describe('A retired version (v1): the same design now, in `Location`'),
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      let svg = rendered.get(path);
      if (svg === undefined) {
        const spec = parseArtworkPath(path);
        const moved = spec ? null : currentArtworkPathOf(path);
        // A URL from before the drawings changed (a stored product, an old mail): the new one.
        if (moved) return reply.redirect(`${ARTWORK_URL_PREFIX}${moved}`, 301);
        if (!spec) {
          return reply
            .status(404)
            .send({ message: 'No such artwork', code: 'NOT_FOUND' } satisfies ErrorBody);
        }
        svg = renderArtwork(spec);
        rendered.set(path, svg);
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );
};
