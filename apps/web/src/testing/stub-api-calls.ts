import { type AdminCategory, CATEGORIES, type Category } from '@skins/shared';
import { vi } from 'vitest';

/** One request the page sent, as the server would read it. */
export interface ApiCall {
  method: string;
  /** The path below /api, e.g. `/payments/create-order`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Answer = Response | Promise<Response>;

/** The shop's categories as the database seeds them: what GET /api/categories answers. */
export const SEEDED_CATEGORY_ANSWERS: Category[] = CATEGORIES.map((c) => ({
  _id: c.slug,
  slug: c.slug,
  name: c.name,
  productTypes: c.productTypes.map(({ name, label }) => ({ name, label })),
}));

/** The same as the owner's Categories page lists them (GET /api/admin/categories). */
export const seededAdminCategories = (): AdminCategory[] =>
  CATEGORIES.map((c, position) => ({
    _id: c.slug,
    slug: c.slug,
    name: c.name,
    hsnCode: '3919',
    gstRate: 0.08,
    position,
    oldSlugs: [],
    productCount: 0,
    builtIn: true,
  }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * Stubs `fetch` with `answer`, which sees every call as a parsed request. Returns the calls made
 * so far; `callsTo(path)` narrows them to one endpoint. The shop's categories (read by the
 * header, the listings and the admin's product form, decision 067) are answered from
 * `categories` (the seeded four by default) and are not among the calls, unless `categories`
 * is null: then `answer` gets them too.
 */
export function stubApiCalls(
  answer: (call: ApiCall) => Answer,
  {
    categories = SEEDED_CATEGORY_ANSWERS,
    adminCategories = seededAdminCategories(),
  }: { categories?: Category[] | null; adminCategories?: AdminCategory[] } = {},
) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        headers: new Headers(init?.headers),
        // JSON parsed; a multipart upload's FormData as the page built it.
        body: text === undefined ? (init?.body ?? undefined) : JSON.parse(text),
        signal: init?.signal ?? undefined,
      };
      if (categories !== null && call.method === 'GET') {
        if (call.path === '/categories') return json({ data: categories });
        if (call.path === '/admin/categories') return json({ data: adminCategories });
      }
      calls.push(call);
      return answer(call);
    }),
  );
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** The PUTs among `calls`, in the order sent. */
export const putsOf = (calls: readonly ApiCall[]) => calls.filter((call) => call.method === 'PUT');

/** An answer that never comes, except as the abort of the request's signal (a timeout). */
export function hangingAnswer(call: ApiCall): Promise<Response> {
  return new Promise((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(call.signal?.reason), { once: true });
  });
}
