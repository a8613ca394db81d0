import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { HydratedMark } from '#app/hydrated-mark.tsx';
import { AppProviders } from '#app/providers.tsx';
import { createRoutes } from '#app/router.tsx';
import { type GateState, type ShopState, serializeShopState } from '#app/shop-state.ts';
import { categoriesQueryOptions } from '#features/catalog/api/get-categories.ts';
import { storeConfigQueryOptions } from '#features/gate/api/get-store-config.ts';
import { renderingOnServer } from '#features/gate/gate-flag.ts';
import { setDefaultFetch } from '#lib/api-client.ts';
import { createIslandRenderer, IslandRendererContext } from '#lib/island.tsx';
import { createQueryClient } from '#lib/query-client.ts';

/**
 * The server's side of the storefront (ARCHITECTURE.md decision 6), built by `vite build --ssr`
 * into apps/web/dist-ssr and called by the Fastify server for each storefront page.
 */

/** How the server answers the API for one page: in-process, with the visitor's cookie. */
const pageFetch = new AsyncLocalStorage<typeof fetch>();
setDefaultFetch(() => pageFetch.getStore() ?? globalThis.fetch);

export interface PageRequest {
  /** The page's absolute URL (the router matches its path and query). */
  url: string;
  /** The password gate for this visitor: off, passed (a valid unlock cookie) or closed. */
  gate: GateState;
  /** Answers `/api/…` requests in-process, as the visitor (their cookie and address). */
  fetch: typeof fetch;
  /**
   * A browsing page, sent with the islands runtime instead of the app (decision 045): each
   * island is rendered as a root of its own, as the runtime will hydrate it.
   */
  isDocument?: boolean;
  /**
   * The fields of the page's form, sent without JavaScript and refused by the server: the page
   * is rendered for that POST (the route's action reads them), showing them as typed.
   */
  form?: Record<string, string>;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or the status a route's loader threw (404). */
      status: number;
      /** The markup of `#root`, complete (every Suspense boundary resolved). */
      body: Readable;
      /** Called once `body` has ended: the data the browser hydrates with, as JSON text. */
      state: () => string;
    };

/** Renders one storefront page: its loaders' data fetched in-process, then React's HTML. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // One answer per page: a failure is shown as the page's error state, not retried for seconds.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  renderingOnServer(queryClient, request.gate !== 'closed');
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  // The store config with the page's own data: what the shop takes (cash on delivery) is in the
  // page's words as the server sends them, a browsing page never asking for it in the browser.
  const [context] = await pageFetch.run(request.fetch, () =>
    Promise.all([
      handler.query(
        new Request(
          request.url,
          request.form
            ? { method: 'POST', body: new URLSearchParams(request.form) }
            : { method: 'GET' },
        ),
      ),
      queryClient.prefetchQuery(storeConfigQueryOptions()),
      // The header's category bar, from the database (decision 067); gated like the catalog.
      request.gate === 'closed' ? null : queryClient.prefetchQuery(categoriesQueryOptions()),
    ]),
  );
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { gate } = request;
  const body = await renderToStream(
    <IslandRendererContext value={request.isDocument ? documentIslands() : null}>
      <AppProviders queryClient={queryClient} initialGate={gate === 'closed' ? 'gate' : 'store'}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <HydratedMark />
      </AppProviders>
    </IslandRendererContext>,
  );
  return {
    kind: 'page',
    status: context.statusCode,
    body,
    state: () =>
      serializeShopState({
        gate,
        queries: dehydrate(queryClient),
        router: routerHydrationData(context),
      } satisfies ShopState),
  };
}

/** A document's islands: each rendered as a root of its own, as the runtime hydrates it. */
const documentIslands = () =>
  createIslandRenderer((element, identifierPrefix) =>
    renderToString(element, { identifierPrefix }),
  );

/**
 * React's stream, piped once everything has rendered: the HTML is whole for crawlers and
 * JavaScript-less visitors, and React needs no inline scripts to reveal late parts (the CSP
 * allows none).
 */
function renderToStream(element: React.ReactNode): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const { pipe } = renderToPipeableStream(element, {
      // Every boundary inline: a large one would otherwise be sent apart and moved into place
      // by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(output);
        resolve(output);
      },
      onShellError: reject,
      onError(error) {
        // A part that failed renders its error boundary; the page still answers.
        console.error(error);
      },
    });
  });
}

/** React Router's hydration data, its errors in the form the browser router revives. */
function routerHydrationData(context: StaticHandlerContext): ShopState['router'] {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          error instanceof Error
            ? { message: error.message, __type: 'Error' }
            : { ...(error as object), __type: 'RouteErrorResponse' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
