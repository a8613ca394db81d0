import { Readable } from 'node:stream';
import {
  CART_STATE_SCRIPT,
  EARLY_TAPS_SCRIPT,
  STOREFRONT_ROUTES,
  type StorefrontRoute,
} from '@skins/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CatalogCache } from '../catalog/index.ts';
import { type ClientRoute, matchClientRoute } from './client-routes.ts';
import { injectHeadTags, renderHeadTags } from './head-tags.ts';
import { type PageTemplate, readIndexHtml } from './index-html.ts';
import { inProcessFetch, loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { SPECULATION_RULES_HEADER } from './speculation-rules.ts';
import { resolveLockedPage, resolvePage } from './storefront-page-meta.ts';

export interface StorefrontPagesOptions {
  db: Db;
  /** `config.publicUrl`: canonical and Open Graph URLs are absolute on it. */
  publicUrl: string;
  /** `config.webDistDir`: where the built `index.html` is. */
  webDistDir: string;
  /** `config.returns.windowDays`: the return policy's description states it (page-meta.ts). */
  returnWindowDays: number;
  /** Whether a store password is set (the request's `storeLocked` says if this visitor passed). */
  isGateOn?: boolean;
  /** The catalog's cache (emptied on every catalog write): rendered catalog pages are kept in it. */
  pageCache?: CatalogCache;
}

/**
 * A form sent without JavaScript that the server refused, answered with its page instead of a
 * redirect: rendered for the POST (the route's action reads `fields`), so what was typed stays in
 * the fields (decision 055). Without a server bundle to render it, a 303 to `page`.
 */
export interface RefusedForm {
  /** The form's page with the reason, as its GET would show it: `/review/{token}?review=busy`. */
  page: string;
  fields: Record<string, string>;
  status: 400 | 429 | 503;
}

/**
 * Answers a storefront URL: `index.html` with its head filled for that page and, for storefront
 * pages, the page rendered on the server in `#root` with the state the browser hydrates from.
 * Sign-in and the admin stay drawn in the browser; so does everything when the server bundle
 * was not built (an older build). Catalog pages are kept whole in the page cache for a short
 * while (one per URL and gate state); a catalog write empties it.
 */
export async function sendStorefrontPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: StorefrontPagesOptions,
  refused?: RefusedForm,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  reply.header('speculation-rules', SPECULATION_RULES_HEADER);
  if (request.storeLocked) reply.header('x-robots-tag', 'noindex');
  const pathname = (refused?.page ?? request.url).split('?')[0] ?? '/';
  const route = matchClientRoute(pathname);
  const { pageCache } = options;
  if (refused || !pageCache || !route || !CACHED_KINDS.has(route.kind)) {
    return sendOutcome(reply, await buildPage(request, options, pathname, route, refused));
  }

  let own: PageOutcome | undefined;
  const cached = await pageCache.text(
    `page:${request.storeLocked ? 'locked' : 'open'}:${request.url}`,
    async () => {
      own = await buildPage(request, options, pathname, route);
      return own.kind === 'document' && own.status === 200 ? await readAll(own.document) : null;
    },
  );
  if (cached !== null) return reply.status(200).send(cached);
  // Not kept (a 404, a redirect), or another request's render that was not: this one's own.
  own ??= await buildPage(request, options, pathname, route);
  return sendOutcome(reply, own);
}

/** Pages that are the same for every visitor (the cart and the device live in the browser). */
const CACHED_KINDS: ReadonlySet<ClientRoute['kind']> = new Set([
  'home',
  'category',
  'product',
  'content',
  'blog-article',
]);

type PageOutcome =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'document'; status: number; document: string | Readable };

function sendOutcome(reply: FastifyReply, page: PageOutcome): FastifyReply {
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  return reply.status(page.status).send(page.document);
}

async function readAll(document: string | Readable): Promise<string> {
  if (typeof document === 'string') return document;
  let text = '';
  for await (const chunk of document) text += String(chunk);
  return text;
}

async function buildPage(
  request: FastifyRequest,
  options: StorefrontPagesOptions,
  pathname: string,
  route: ClientRoute | null,
  refused?: RefusedForm,
): Promise<PageOutcome> {
  const [{ status, meta, movedTo }, renderer] = await Promise.all([
    request.storeLocked ? resolveLockedPage(pathname) : resolvePage(pathname, options),
    route?.page === 'admin' ? null : loadPageRenderer(options.webDistDir),
  ]);
  // A renamed category's old address: its query string goes along (decision 067).
  if (movedTo !== undefined && !refused) {
    const query = request.url.indexOf('?');
    return {
      kind: 'redirect',
      status,
      location: query === -1 ? movedTo : `${movedTo}${request.url.slice(query)}`,
    };
  }
  const headTags = renderHeadTags(meta, options.publicUrl);
  const htmlOf = async (template: PageTemplate) =>
    injectHeadTags(await readIndexHtml(options.webDistDir, template), headTags)
      .replace(EARLY_TAPS, () => `<script>${EARLY_TAPS_SCRIPT}</script>`)
      .replace(CART_STATE, () => `<script>${CART_STATE_SCRIPT}</script>`);
  // A build from before decision 045 has no islands.html: its app draws every page.
  const pageTemplate = async (asDocument: boolean): Promise<[boolean, string]> => {
    if (!asDocument) return [false, await htmlOf('index.html')];
    try {
      return [true, await htmlOf('islands.html')];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return [false, await htmlOf('index.html')];
    }
  };
  // Unrendered (no server bundle, or it failed), any page is the client app's to draw.
  const unrendered = async (): Promise<PageOutcome> =>
    refused
      ? { kind: 'redirect', status: 303, location: refused.page }
      : { kind: 'document', status, document: await htmlOf('index.html') };
  if (!renderer) return unrendered();
  const [isDocument, html] = await pageTemplate(rendersAsDocument(route, request.storeLocked));
  if (!html.includes(APP_HTML)) return { kind: 'document', status, document: html };

  let page: Awaited<ReturnType<PageRenderer['renderPage']>>;
  try {
    page = await renderer.renderPage({
      url: `${options.publicUrl}${refused?.page ?? request.url}`,
      gate: !options.isGateOn ? 'off' : request.storeLocked ? 'closed' : 'passed',
      fetch: inProcessFetch(request.server, request),
      isDocument,
      ...(refused ? { form: refused.fields } : {}),
    });
  } catch (error) {
    // A page that fails to render on the server is still a page: the browser draws it.
    request.log.error({ err: error }, 'server rendering failed; sending the page unrendered');
    return unrendered();
  }
  if (page.kind === 'redirect') return page;
  const { body, state } = page;
  if (isDocument) {
    return {
      kind: 'document',
      status: Math.max(status, page.status, refused?.status ?? 0),
      document: documentWithTitle(html, await readAll(body)),
    };
  }
  const [beforeApp, afterApp] = splitAt(html, APP_HTML);
  const [betweenParts, afterState] = splitAt(afterApp, APP_STATE);
  async function* document() {
    yield beforeApp;
    yield* body;
    yield betweenParts;
    yield `<script type="application/json" id="shop-state">${state()}</script>`;
    yield afterState;
  }
  // The route table and the server agree on unknown pages; a loader's 404 (a listing that does
  // not exist) counts too.
  return {
    kind: 'document',
    status: Math.max(status, page.status),
    document: Readable.from(document()),
  };
}

const TITLE = /<title>([^<]*)<\/title>/i;

/**
 * A browsing page whole: the page's own `<title>` (what React renders with the page, and what
 * the client app hoists into `<head>` on its pages) moved from the body into `<head>`, in place
 * of the template's; Open Graph keeps the head's. No script runs to do it on a document.
 */
function documentWithTitle(html: string, body: string): string {
  const own = TITLE.exec(body);
  const page = own ? body.replace(own[0], '') : body;
  const head = own ? html.replace(TITLE, () => own[0]) : html;
  return head.replace(APP_HTML, () => page).replace(APP_STATE, '');
}

// Where the templates (apps/web/index.html, islands.html) take the rendered page, its state
// (the client app's), the early-taps script (a browsing page's, first in <head>) and the
// stored-cart mark (the client app's, first in <head>).
const APP_HTML = '<!--app-html-->';
const APP_STATE = '<!--app-state-->';
const EARLY_TAPS = '<!--early-taps-->';
const CART_STATE = '<!--cart-state-->';

/**
 * Whether a page is a browsing page, sent as a document with islands (docs/decisions/045):
 * STOREFRONT_ROUTES says which pages are, and unknown paths (the 404 page) are too; so is the
 * closed gate, on any page it closes (its form is an island, and a POST the server answers).
 * Sign-in and the admin are the client app.
 */
function rendersAsDocument(route: ClientRoute | null, isLocked: boolean): boolean {
  if (route?.page === 'admin') return false;
  if (!route) return true;
  const page: StorefrontRoute = STOREFRONT_ROUTES[route.page];
  if (isLocked && !page.isGateExempt) return true;
  return page.render === 'document';
}

function splitAt(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at + marker.length)];
}
