import type pg from 'pg';
import { withDatabaseClient } from './bench-database.ts';

/** What the database holds after the checkout load, against what the shoppers were told. */
export interface CheckoutAudit {
  orders: number;
  checkouts: number;
  paidCheckouts: number;
  confirmationMails: number;
  /** Orders beyond the first for one checkout, for one payment id, and mails beyond the first per order. */
  extraOrdersPerCheckout: number;
  extraOrdersPerPayment: number;
  extraMailsPerOrder: number;
  /** Order ids the shoppers were answered that the database does not hold. */
  answeredButMissing: number;
  /** Orders in the database that no complete purchase was answered with. */
  recordedButUnanswered: number;
}

export interface CheckoutCheck {
  name: string;
  expected: number;
  actual: number;
  /** A duplicate (vs a count that disagrees): the figure the run must never show. */
  isDuplicate: boolean;
}

// The confirmation mail's kind (apps/server/src/modules/orders/order-mail.ts).
const confirmationKind = 'order-confirmation';

/**
 * Counts the outcome, not the mechanism: the unique constraints that should make duplicates
 * impossible are exactly what this would catch missing. The bench's database holds nothing but
 * the seeded catalog and these purchases, so every order in it must be one of them.
 */
export async function auditCheckouts(
  databaseUrl: string,
  answeredOrderIds: readonly string[],
): Promise<CheckoutAudit> {
  return withDatabaseClient(databaseUrl, async (client) => {
    const count = async (sql: string, params: unknown[] = []) => {
      const result = await client.query<{ n: string }>(sql, params);
      return Number(result.rows[0]?.n ?? 0);
    };
    const extraRows = (table: string, key: string, where = 'true') =>
      count(
        `select coalesce(sum(n - 1), 0) as n from
           (select count(*) as n from ${table} where ${where} group by ${key} having count(*) > 1) d`,
      );
    const mails = `kind = '${confirmationKind}'`;
    const recordedIds = await orderIds(client);
    const recorded = new Set(recordedIds);
    const answered = new Set(answeredOrderIds);
    return {
      orders: recordedIds.length,
      checkouts: await count('select count(*) as n from checkouts'),
      paidCheckouts: await count(`select count(*) as n from checkouts where status = 'paid'`),
      confirmationMails: await count(`select count(*) as n from mail_outbox where ${mails}`),
      extraOrdersPerCheckout: await extraRows('orders', 'checkout_id', 'checkout_id is not null'),
      extraOrdersPerPayment: await extraRows(
        'orders',
        'razorpay_payment_id',
        'razorpay_payment_id is not null',
      ),
      // The subject carries the order number (unique), so one subject and address is one order.
      extraMailsPerOrder: await extraRows('mail_outbox', 'to_address, subject', mails),
      answeredButMissing: [...answered].filter((id) => !recorded.has(id)).length,
      recordedButUnanswered: recordedIds.filter((id) => !answered.has(id)).length,
    };
  });
}

async function orderIds(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ id: string }>('select id from orders');
  return result.rows.map((row) => row.id);
}

/**
 * Every figure that must hold. `purchases` is complete purchases over all phases (warm-up
 * included: its orders are in the database too); `distinctAnswered` is how many different order
 * ids they were answered with (fewer means two purchases were handed one order).
 */
export function checkoutChecks(
  audit: CheckoutAudit,
  purchases: number,
  distinctAnswered: number,
  verifyDisagreements: number,
): CheckoutCheck[] {
  const duplicate = (name: string, actual: number) => ({
    name,
    expected: 0,
    actual,
    isDuplicate: true,
  });
  const matches = (name: string, expected: number, actual: number) => ({
    name,
    expected,
    actual,
    isDuplicate: false,
  });
  return [
    duplicate('orders beyond one per checkout', audit.extraOrdersPerCheckout),
    duplicate('orders beyond one per payment id', audit.extraOrdersPerPayment),
    duplicate('confirmation mails beyond one per order', audit.extraMailsPerOrder),
    duplicate('double verifies answering two orders', verifyDisagreements),
    duplicate('purchases sharing an order id', purchases - distinctAnswered),
    matches('orders = complete purchases', purchases, audit.orders),
    matches('paid checkouts = orders', audit.orders, audit.paidCheckouts),
    matches('confirmation mails = orders', audit.orders, audit.confirmationMails),
    matches('answered orders missing from the database', 0, audit.answeredButMissing),
    matches('orders no purchase was answered with', 0, audit.recordedButUnanswered),
  ];
}
