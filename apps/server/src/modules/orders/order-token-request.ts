import { OrderTokenSchema } from '@skins/shared';
import * as z from 'zod/mini';

// How a shopper's call carries the order's token (API.md § Orders): the `X-Order-Token` header,
// else the `token` query. Shared by the order's own calls and its documents (modules/invoices).

const ORDER_TOKEN_HEADER = 'x-order-token';

// Loose: the other headers (Authorization among them) must survive validation.
export const TokenHeadersSchema = z.looseObject({
  [ORDER_TOKEN_HEADER]: z.optional(OrderTokenSchema),
});
export const TokenQuerySchema = z.object({ token: z.optional(OrderTokenSchema) });

interface TokenCarrier {
  headers: { [ORDER_TOKEN_HEADER]?: string | undefined };
  query: { token?: string | undefined };
}

/** The order token of a request: the `X-Order-Token` header, else the `token` query. */
export function tokenOf(request: TokenCarrier): string | undefined {
  return request.headers[ORDER_TOKEN_HEADER] ?? request.query.token;
}
