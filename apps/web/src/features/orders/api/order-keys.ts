// Hierarchical keys: invalidating ['orders'] refreshes every order view at once.
export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  byToken: (token: string) => [...orderKeys.all, 'token', token] as const,
  tracking: (orderId: string) => [...orderKeys.all, 'tracking', orderId] as const,
};

/** The header that grants one order's access (API.md § Orders). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';
