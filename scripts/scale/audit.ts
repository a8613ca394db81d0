import pg from 'pg';

// What the database holds, straight from PostgreSQL (not through PgBouncer), against what the
// shoppers were answered. Counts outcomes, not mechanisms: a missing unique constraint or lock
// shows up here as a duplicate.

export interface Audit {
  orders: number;
  paidOnlineOrders: number;
  extraOrdersPerCheckout: number;
  extraOrdersPerPayment: number;
  confirmationMails: number;
  extraConfirmationMailsPerOrder: number;
  /** `kind status` → rows in the outbox (no SMTP: mails are kept there). */
  mailsByKind: Record<string, number>;
  /** Captured gateway payments with no order: a paid order missing. */
  capturedWithoutOrder: number;
  answeredButMissing: number;
  recordedButUnanswered: number;
  coupon: { maxRedemptions: number; redemptions: number; redemptionRows: number; orders: number };
}

export async function auditDatabase(
  url: string,
  answeredOrderIds: readonly string[],
  couponCode: string,
): Promise<Audit> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (sql: string, params: unknown[] = []) => {
      const { rows } = await client.query<{ n: string }>(sql, params);
      return Number(rows[0]?.n ?? 0);
    };
    const extra = (table: string, key: string, where: string) =>
      count(
        `select coalesce(sum(n - 1), 0) as n from
           (select count(*) as n from ${table} where ${where} group by ${key} having count(*) > 1) d`,
      );
    const ids = (await client.query<{ id: string }>('select id from orders')).rows.map((r) => r.id);
    const recorded = new Set(ids);
    const answered = new Set(answeredOrderIds);
    const mails = await client.query<{ kind: string; status: string; n: string }>(
      'select kind, status, count(*) as n from mail_outbox group by kind, status order by kind',
    );
    const campaign = await client.query<{ id: string; max: number; redemptions: number }>(
      'select id, max_redemptions as max, redemptions from campaigns where code = $1',
      [couponCode],
    );
    const campaignId = campaign.rows[0]?.id ?? null;
    return {
      orders: ids.length,
      paidOnlineOrders: await count(
        `select count(*) as n from orders where payment_method = 'Online' and payment_status = 'Completed'`,
      ),
      extraOrdersPerCheckout: await extra('orders', 'checkout_id', 'checkout_id is not null'),
      extraOrdersPerPayment: await extra(
        'orders',
        'razorpay_payment_id',
        'razorpay_payment_id is not null',
      ),
      confirmationMails: await count(
        `select count(*) as n from mail_outbox where kind = 'order-confirmation'`,
      ),
      extraConfirmationMailsPerOrder: await extra(
        'mail_outbox',
        'order_id',
        `kind = 'order-confirmation'`,
      ),
      mailsByKind: Object.fromEntries(
        mails.rows.map((r) => [`${r.kind} ${r.status}`, Number(r.n)]),
      ),
      capturedWithoutOrder: await count(
        `select count(*) as n from simulated_gateway_payments p where p.status = 'captured'
            and not exists (select 1 from orders o where o.razorpay_payment_id = p.id)`,
      ),
      answeredButMissing: [...answered].filter((id) => !recorded.has(id)).length,
      recordedButUnanswered: ids.filter((id) => !answered.has(id)).length,
      coupon: {
        maxRedemptions: campaign.rows[0]?.max ?? 0,
        redemptions: campaign.rows[0]?.redemptions ?? 0,
        redemptionRows: campaignId
          ? await count('select count(*) as n from coupon_redemptions where campaign_id = $1', [
              campaignId,
            ])
          : 0,
        orders: campaignId
          ? await count('select count(*) as n from orders where campaign_id = $1', [campaignId])
          : 0,
      },
    };
  } finally {
    await client.end();
  }
}
