// Orders' public file: what other modules may use. Orders is the only writer of order rows;
// its tables stay inside (architecture.test.ts).

export { insertOrder, recordCouponRedemption } from './insert-order.ts';
export {
  findInvoiceSource,
  type InvoiceSource,
  invoiceSourcesIssuedBetween,
} from './invoice-source.ts';
export { type OrderForMessages, orderForMessages } from './order-for-messages.ts';
export { type OrderUpdatesNote, orderConfirmationMail } from './order-mail.ts';
export { hasOrderedSince, type OrderAmount, orderAmountsOf } from './order-reads.ts';
export {
  type OrderFigures,
  orderCounts,
  orderFiguresSince,
  ordersNeedingAction,
} from './order-reports.ts';
export {
  giveBackOrderStock,
  type OrderStock,
  QUIET_STOCK_WATCH,
  type StockWatch,
  takeOrderStock,
} from './order-stock.ts';
export {
  createOrderToken,
  deriveOrderToken,
  hashOrderToken,
  orderDocumentUrl,
  orderMailUrl,
  orderPageUrl,
  orderTrackingUrl,
} from './order-token.ts';
export { TokenHeadersSchema, TokenQuerySchema, tokenOf } from './order-token-request.ts';
export {
  hasPaidOrder,
  ORDER_NOT_FOUND,
  orderNumberOf,
  orderOfCheckout,
} from './orders.service.ts';
export { ownerNewOrderMail, queueOwnerMail } from './owner-mail.ts';
export { hasOrderedProduct, unitsSoldPerProductInLastDays } from './product-sales.ts';
export {
  type GatewayRefusal,
  isGatewayRefusal,
  type RefundGateway,
  type RefundOutcome,
} from './refund-gateway.ts';
export { recordRefundedUnits } from './refunded-units.ts';
export {
  findOrderForSettlement,
  insertReplacementOrder,
  lockOrderForSettlement,
  type ReplacementOrder,
  type SettlingOrder,
} from './return-settlement.ts';
export {
  type BoughtLine,
  boughtLines,
  findOrderForReturns,
  lockOrderForReturn,
  type OrderHead,
  ordersForReturns,
  type ReturnableOrder,
} from './returnable-order.ts';
export {
  buyersOfLines,
  deliveredOrderOfToken,
  deliveredOrdersToAsk,
  findReviewableLine,
  type ReviewableLine,
  reviewableLinesOf,
} from './reviewable-lines.ts';
export { uploadsShownByOrders } from './upload-references.ts';
