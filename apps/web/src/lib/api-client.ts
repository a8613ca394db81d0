import { type ErrorCode, STORAGE_KEYS } from '@skins/shared';
import type * as z from 'zod/mini';
import { asClientError, invalidResponse, parseJson, toApiError } from './api-error.ts';
import { readStorage, removeStorage } from './storage.ts';

// The errors live in api-error.ts; importers keep reaching them here.
export {
  ApiError,
  asClientError,
  CLIENT_ERROR_CODES,
  errorBodyOf,
  isApiError,
} from './api-error.ts';

const STORE_LOCKED: ErrorCode = 'STORE_LOCKED';

// Spec §6: a 401 clears the token and sends the user to this path.
const LOGIN_PATH = '/login';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  signal?: AbortSignal;
  query?: QueryParams;
  /** Extra request headers, e.g. `X-Order-Token` (API.md § Orders). */
  headers?: Readonly<Record<string, string>>;
}

export interface SendOptions extends RequestOptions {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** One exchange: what `fetch` gets, less the token and JSON handling the client adds. */
export interface ExchangeInit extends RequestOptions {
  method: string;
  body?: BodyInit;
  contentType?: string;
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Defaults to the global `fetch` (on the server, the page renderer's), looked up at call time. */
  fetch?: typeof fetch;
  readToken?: () => string | null;
  clearToken?: () => void;
  onUnauthorized?: () => void;
  /** Called on 403 `STORE_LOCKED`; by default clears `siteUnlocked` and tells the gate. */
  onStoreLocked?: () => void;
}

/**
 * Where the shop's default client sends its requests. In the browser: the global `fetch`. While
 * the server renders a page it answers in-process instead (entry-server.tsx), for that request.
 */
let defaultFetch: () => typeof fetch = () => globalThis.fetch;

/** Called once by the server's page renderer; the browser never calls it. */
export function setDefaultFetch(provider: () => typeof fetch): void {
  defaultFetch = provider;
}

type StoreLockedListener = () => void;
const storeLockedListeners = new Set<StoreLockedListener>();

/**
 * Runs `listener` whenever an answer says the store is locked (API.md: the unlock cookie is gone
 * or stale, e.g. after a password change). The gate listens to show itself again.
 */
export function subscribeToStoreLocked(listener: StoreLockedListener): () => void {
  storeLockedListeners.add(listener);
  return () => storeLockedListeners.delete(listener);
}

function reportStoreLocked() {
  // The flag only spares the unlocked visitor a config round trip; the server has the last word.
  removeStorage(STORAGE_KEYS.siteUnlocked);
  for (const listener of storeLockedListeners) listener();
}

/** The query parameter of `/login` that names where to return after signing in. */
export const LOGIN_NEXT_PARAM = 'next';

/** `/login`, remembering `returnTo` (a path on this site) so the admin lands back there. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [LOGIN_NEXT_PARAM]: returnTo })}`;
}

export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'search' | 'assign'> = window.location,
) {
  // Already there: reloading the login page on its own 401 would loop.
  if (location.pathname !== LOGIN_PATH)
    location.assign(loginPath(location.pathname + location.search));
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const readToken = options.readToken ?? (() => readStorage(STORAGE_KEYS.authToken));
  const clearToken = options.clearToken ?? (() => removeStorage(STORAGE_KEYS.authToken));
  const onUnauthorized = options.onUnauthorized ?? (() => redirectToLogin());
  const onStoreLocked = options.onStoreLocked ?? reportStoreLocked;

  /**
   * One exchange with the server: the token attached, network failures and error answers turned
   * into `ApiError` (a 401 also clears the token and leaves for /login). Resolves with a 2xx
   * response whose body is still unread.
   */
  async function exchange(path: string, init: ExchangeInit): Promise<Response> {
    const headers = new Headers({
      ...init.headers,
      Accept: init.headers?.Accept ?? 'application/json',
    });
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (init.contentType) headers.set('Content-Type', init.contentType);

    const doFetch = options.fetch ?? defaultFetch();
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, init.query), {
        method: init.method,
        headers,
        body: init.body,
        signal: init.signal,
      });
      if (response.ok) return response;
      const json = parseJson(await response.text());
      if (response.status === 401) {
        clearToken();
        onUnauthorized();
      }
      const error = toApiError(response, json);
      if (response.status === 403 && error.code === STORE_LOCKED) onStoreLocked();
      throw error;
    } catch (error) {
      throw asClientError(error, init.signal);
    }
  }

  async function request<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    init: ExchangeInit,
  ): Promise<z.output<S>> {
    return readAnswer(await exchange(path, init), schema, init.signal);
  }

  return {
    get<S extends z.ZodMiniType>(path: string, schema: S, init: RequestOptions = {}) {
      return request(path, schema, { ...init, method: 'GET' });
    },
    /**
     * GET, trusting the answer's shape to be `T` (its JSON, unchecked): for a browsing page's
     * islands, which carry no zod (docs/decisions/045-storefront-islands.md). The server's
     * answers are built from the same shared schemas, and its tests check them.
     */
    async read<T>(path: string, init: RequestOptions = {}): Promise<T> {
      const response = await exchange(path, { ...init, method: 'GET' });
      return (await readJsonBody(response, init.signal)) as T;
    },
    /**
     * POST/PUT/PATCH/DELETE with a JSON body, trusting the answer's shape to be `T` as `read`
     * does: the islands' way to send (they carry no zod, decision 045).
     */
    async write<T>(path: string, { body, ...init }: SendOptions): Promise<T> {
      const response = await exchange(path, { ...init, ...jsonBody(body) });
      return (await readJsonBody(response, init.signal)) as T;
    },
    send<S extends z.ZodMiniType>(path: string, schema: S, { body, ...init }: SendOptions) {
      return request(path, schema, { ...init, ...jsonBody(body) });
    },
    /** The raw exchange, for answers that are not JSON or bodies that are not (lib/api-files.ts). */
    exchange,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const defaultClient = createApiClient();

/** GET `/api{path}`, parsing the answer with `schema`. Rejects with `ApiError`. */
export const apiGet = defaultClient.get;
/** POST/PUT/PATCH/DELETE `/api{path}` with a JSON body. Rejects with `ApiError`. */
export const apiSend = defaultClient.send;
/** GET `/api{path}` without a schema (islands, decision 045). Rejects with `ApiError`. */
export const apiRead = defaultClient.read;
/** `apiSend` without a schema (islands, decision 045). Rejects with `ApiError`. */
export const apiWrite = defaultClient.write;

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    // The API takes lists as one comma-separated parameter (`categories=a,b`).
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

/** A request's JSON body and its content type; nothing for no body. */
function jsonBody(body: unknown): Pick<ExchangeInit, 'body' | 'contentType'> {
  return body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' };
}

/** A 2xx answer's body as JSON, unchecked. Rejects with `ApiError` when it is not JSON. */
async function readJsonBody(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw asClientError(error, signal);
  }
  const json = parseJson(text);
  if (!json.ok) throw invalidResponse(response.status);
  return json.value;
}

/** Reads a 2xx answer's JSON body and parses it with `schema`. Rejects with `ApiError`. */
export async function readAnswer<S extends z.ZodMiniType>(
  response: Response,
  schema: S,
  signal: AbortSignal | undefined,
): Promise<z.output<S>> {
  const value = await readJsonBody(response, signal);
  const result = schema.safeParse(value);
  if (!result.success) throw invalidResponse(response.status, { issues: result.error.issues });
  return result.data;
}
