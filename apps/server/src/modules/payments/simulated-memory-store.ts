import type { GatewayOrder, GatewayPayment } from './gateway.ts';
import type { OrderChange, SimulatedStore } from './simulated-store.ts';

// Enough for any demo; the oldest orders are forgotten first so memory stays bounded.
const MAX_ORDERS_KEPT = 10_000;

const copyOrder = (order: GatewayOrder): GatewayOrder => ({ ...order, notes: { ...order.notes } });
const copyPayment = (payment: GatewayPayment): GatewayPayment => ({ ...payment });

/**
 * The simulated gateway's books in this process's memory: one instance only, and gone at a
 * restart. Tests build the gateway on it. A change runs synchronously between two awaits, so
 * nothing else sees an order half-changed.
 */
export class MemorySimulatedStore implements SimulatedStore {
  private readonly orders = new Map<string, GatewayOrder>();
  private readonly payments = new Map<string, GatewayPayment>();

  async addOrder(order: GatewayOrder): Promise<void> {
    this.orders.set(order.id, copyOrder(order));
    if (this.orders.size > MAX_ORDERS_KEPT) {
      const oldest = this.orders.keys().next().value;
      if (oldest !== undefined) this.forgetOrder(oldest);
    }
  }

  async findOrder(orderId: string): Promise<GatewayOrder | null> {
    const order = this.orders.get(orderId);
    return order ? copyOrder(order) : null;
  }

  async findPayment(paymentId: string): Promise<GatewayPayment | null> {
    const payment = this.payments.get(paymentId);
    return payment ? copyPayment(payment) : null;
  }

  async listPayments(orderId: string): Promise<GatewayPayment[] | null> {
    if (!this.orders.has(orderId)) return null;
    return [...this.payments.values()]
      .filter((payment) => payment.orderId === orderId)
      .map(copyPayment);
  }

  async changeOrder<T>(
    orderId: string,
    change: (order: GatewayOrder) => OrderChange<T>,
  ): Promise<T | null> {
    const order = this.orders.get(orderId);
    return order ? this.save(change(copyOrder(order))) : null;
  }

  async changePayment<T>(
    paymentId: string,
    change: (payment: GatewayPayment, order: GatewayOrder) => OrderChange<T>,
  ): Promise<T | null> {
    const payment = this.payments.get(paymentId);
    const order = payment?.orderId ? this.orders.get(payment.orderId) : undefined;
    if (!payment || !order) return null;
    return this.save(change(copyPayment(payment), copyOrder(order)));
  }

  private save<T>({ order, payment, answer }: OrderChange<T>): T {
    if (order) this.orders.set(order.id, copyOrder(order));
    if (payment) this.payments.set(payment.id, copyPayment(payment));
    return answer;
  }

  private forgetOrder(orderId: string): void {
    this.orders.delete(orderId);
    for (const [id, payment] of this.payments)
      if (payment.orderId === orderId) this.payments.delete(id);
  }
}
