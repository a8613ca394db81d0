import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The `<script type="application/json">` that carries a server-rendered page's state. */
export const SHOP_STATE_ELEMENT_ID = 'shop-state';

export type GateState = 'off' | 'passed' | 'closed';

/** What a server-rendered page hands the browser, so hydrating draws what the server drew. */
export interface ShopState {
  /** The gate for this request: off (no store password), passed (a valid cookie) or closed. */
  gate: GateState;
  /** The TanStack Query cache the loaders filled: nothing is fetched twice. */
  queries: DehydratedState;
  /** React Router's loader data and errors (errors serialized as React Router revives them). */
  router: Pick<HydrationState, 'loaderData' | 'actionData'> & {
    errors: Record<string, unknown> | null;
  };
}

/**
 * JSON safe inside a `<script>` element: `<` escaped, so no text in a product (a description
 * holding `</script>`) can end the element early. Also escapes U+2028/U+2029, as JSON allows them
 * raw but older parsers of the page would not.
 */
export function serializeShopState(state: ShopState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The state a server-rendered page carries, or null (a page the browser renders itself). */
export function readShopState(document: Document): ShopState | null {
  const text = document.getElementById(SHOP_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ShopState;
  } catch {
    return null;
  }
}
