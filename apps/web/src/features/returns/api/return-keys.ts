// Hierarchical like the orders' keys: invalidating ['returns'] refreshes every order's returns.
export const returnKeys = {
  all: ['returns'] as const,
  ofOrder: (orderId: string) => [...returnKeys.all, 'order', orderId] as const,
};

/**
 * The header that grants one order's access (API.md § Orders; the orders feature sends the same):
 * the token goes here, never in the URL, so it stays out of logs and the Referer.
 */
export const tokenHeader = (token: string) => ({ 'X-Order-Token': token });
