/** What the "order ID or tracking link" field holds, read as the tracking page's parameters. */
export type TrackingTarget =
  | { id: string; token?: string }
  /** A confirmation link that carries only the token. */
  | { token: string };

const ORDER_CONFIRMATION_PATH = /\/order-confirmation\/([^/?#]+)/;

/**
 * The pasted text as an order id, or as the link it is: a tracking link
 * (`…/track-order?id=…&token=…`) or a confirmation link (`…/order-confirmation/{id}`,
 * `…/order-confirmation?token=…`). Null when it holds nothing to look up.
 */
export function readTrackingInput(text: string): TrackingTarget | null {
  const input = text.trim();
  if (!input) return null;
  if (!/[/?]/.test(input)) return { id: input };
  let url: URL;
  try {
    url = new URL(input, 'https://shop.invalid');
  } catch {
    return null;
  }
  const id = url.searchParams.get('id')?.trim() || ORDER_CONFIRMATION_PATH.exec(url.pathname)?.[1];
  const token = url.searchParams.get('token')?.trim() || undefined;
  if (id) return { id: decodeURIComponent(id), ...(token ? { token } : {}) };
  return token ? { token } : null;
}
