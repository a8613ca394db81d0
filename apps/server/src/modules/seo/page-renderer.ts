import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The storefront's server bundle (apps/web/src/entry-server.tsx, built by `vite build --ssr`
 * into apps/web/dist-ssr beside the public dist). Only the part of its shape the server uses.
 */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    gate: 'off' | 'passed' | 'closed';
    fetch: typeof fetch;
    /** A browsing page, sent with the islands runtime (docs/decisions/045-storefront-islands.md). */
    isDocument?: boolean;
    /** A refused form's fields: the page is rendered for that POST (storefront-pages.ts). */
    form?: Record<string, string>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; body: Readable; state: () => string }
  >;
}

const renderers = new Map<string, Promise<PageRenderer | null>>();

/** The server bundle beside `webDistDir`, loaded once; null when it was not built. */
export function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const file = path.resolve(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  let renderer = renderers.get(file);
  if (!renderer) {
    renderer = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>)
      : Promise.resolve(null);
    renderers.set(file, renderer);
  }
  return renderer;
}

// Statuses whose answers have no body: a Response refuses one.
const BODILESS = new Set([101, 204, 205, 304]);

/**
 * `fetch` for the page's own API calls, answered in-process by the same routes (validation, gate,
 * rate limits) with no network hop: as the visitor, with their cookie and address, so the gate
 * and the limits treat the page's data as the requests the browser would have made.
 */
export function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process');
    const headers = Object.fromEntries(new Headers(init?.headers));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        ...headers,
        ...(visitor.headers.cookie ? { cookie: visitor.headers.cookie } : {}),
        ...(visitor.headers['user-agent'] ? { 'user-agent': visitor.headers['user-agent'] } : {}),
      },
      remoteAddress: visitor.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(one));
      }
    }
    return new Response(
      BODILESS.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload),
      {
        status: answer.statusCode,
        headers: responseHeaders,
      },
    );
  };
}
