// Order tokens grant access to one order (API.md § Orders). They live in sessionStorage: the tab
// that paid can show and manage its order, and the token goes when the tab closes. Access can
// throw (private modes, sandboxed frames); the confirmation page then asks the server without it.

const KEY_PREFIX = 'orderToken:';

/** The sessionStorage key of an order's token. */
export function orderTokenKey(orderId: string): string {
  return `${KEY_PREFIX}${orderId}`;
}

export function saveOrderToken(orderId: string, token: string): void {
  try {
    window.sessionStorage.setItem(orderTokenKey(orderId), token);
  } catch {
    // The order page then needs the link from the confirmation mail; the order itself is safe.
  }
}

export function readOrderToken(orderId: string): string | null {
  try {
    return window.sessionStorage.getItem(orderTokenKey(orderId));
  } catch {
    return null;
  }
}
