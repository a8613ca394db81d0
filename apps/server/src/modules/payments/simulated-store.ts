import type { Tx } from '../../db/client.ts';
import type { GatewayOrder, GatewayPayment } from './gateway.ts';

/** What a change to one order writes back: the order, a new or changed payment, and its answer. */
export interface OrderChange<T> {
  order?: GatewayOrder;
  payment?: GatewayPayment;
  answer: T;
}

/**
 * Where the simulated gateway keeps its orders and payments (simulated-gateway.ts holds the
 * rules): in this process's memory (`MemorySimulatedStore`, tests) or in the shop's database
 * (`DatabaseSimulatedStore`, every instance of the app). Every payment belongs to an order, and
 * every change to an order or its payments goes through `changeOrder` or `changePayment`: one at
 * a time per order, on every instance that shares the store. Answers are copies.
 */
export interface SimulatedStore {
  addOrder(order: GatewayOrder): Promise<void>;
  findOrder(orderId: string): Promise<GatewayOrder | null>;
  findPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** The order's payments, oldest first; null when there is no such order. */
  listPayments(orderId: string): Promise<GatewayPayment[] | null>;
  /**
   * Runs `change` on the order as it stands and saves what it returns, before any other change
   * to the order or its payments reads it. A `change` that throws saves nothing. Null when there
   * is no such order.
   */
  changeOrder<T>(
    orderId: string,
    change: (order: GatewayOrder) => OrderChange<T>,
  ): Promise<T | null>;
  /**
   * The same, reached through one of the order's payments. Null when there is no such payment.
   * `within`: the caller's open transaction (a cancel's refund), which the database store works
   * in rather than wait for it.
   */
  changePayment<T>(
    paymentId: string,
    change: (payment: GatewayPayment, order: GatewayOrder) => OrderChange<T>,
    within?: Tx,
  ): Promise<T | null>;
}
