import type pg from 'pg';

// A year of a busy shop for the analytics bench (decision 064), written by PostgreSQL itself
// with generate_series in a few statements: `ordersPerDay` orders a day over `days` India days
// ending `lastDay`, each with one line of a seeded product, a fifth with a 10% coupon, about 18%
// cash on delivery (paid once delivered), 3% cancelled, 2% refunded in full, 3% of the delivered
// online orders with one unit returned and refunded; 60,000 customers, so many come back. Then
// the funnel's counters, and the roll-ups rebuilt day by day as the database's triggers do.

const DEVICES = [
  ['Apple', 'iPhone 16 Pro'],
  ['Apple', 'iPhone 16'],
  ['Apple', 'iPhone 15'],
  ['Samsung', 'Galaxy S25 Ultra'],
  ['Samsung', 'Galaxy S24'],
  ['Google', 'Pixel 9'],
  ['OnePlus', '13'],
  ['Apple', 'MacBook Air 13'],
] as const;

export interface SeededYear {
  orders: number;
  firstDay: string;
  lastDay: string;
  /** Seconds to write the orders, lines, returns and counters (triggers off). */
  seedSec: number;
  /** Seconds for rebuild_sales_day over every day, as the triggers would have done. */
  rollUpSec: number;
}

export async function seedYearOfOrders(
  client: pg.Client,
  { days, ordersPerDay, lastDay }: { days: number; ordersPerDay: number; lastDay: string },
): Promise<SeededYear> {
  const total = days * ordersPerDay;
  const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const started = performance.now();
  await client.query('BEGIN');
  // Bulk load: no trigger fires (the roll-ups are built below, the way the triggers build them).
  await client.query('SET LOCAL session_replication_role = replica');
  await client.query(
    `WITH catalog AS MATERIALIZED (
       SELECT array_agg(id ORDER BY id) AS ids, array_agg(price_in_paise ORDER BY id) AS prices,
              array_agg(name ORDER BY id) AS names, count(*)::int AS n
       FROM (SELECT id, price_in_paise, name FROM products ORDER BY id LIMIT 400) AS p),
     devices AS MATERIALIZED (
       SELECT array_agg(d->>0) AS brands, array_agg(d->>1) AS models, count(*)::int AS n
       FROM jsonb_array_elements($4::jsonb) AS d),
     base AS MATERIALIZED (
       SELECT gen_random_uuid() AS id, g,
         -- Midnight in India of the order's day, plus a moment of that day.
         ((($2::date + (g / $3)) - interval '5 hours 30 minutes') AT TIME ZONE 'UTC'
           + random() * interval '1 day') AS at,
         1 + floor(random() * c.n)::int AS product, 1 + floor(random() * d.n)::int AS device,
         1 + floor(random() * random() * 3)::int AS quantity,
         random() AS fate, random() < 0.18 AS cod, random() < 0.2 AS coupon,
         floor(random() * 60000)::int AS customer
       FROM generate_series(0, $1::int - 1) AS g, catalog c, devices d),
     priced AS MATERIALIZED (
       SELECT b.*, c.ids[b.product] AS product_id, c.names[b.product] AS name,
         c.prices[b.product] AS price, d.brands[b.device] AS brand, d.models[b.device] AS model,
         c.prices[b.product] * b.quantity AS subtotal,
         CASE WHEN b.coupon THEN c.prices[b.product] * b.quantity / 10 ELSE 0 END AS discount
       FROM base b, catalog c, devices d),
     totals AS MATERIALIZED (
       SELECT p.*, round((p.subtotal - p.discount) * 0.08)::int AS tax,
         CASE WHEN p.fate < 0.03 THEN 'Cancelled' WHEN p.fate < 0.75 THEN 'Delivered'
              ELSE 'Processing' END AS status
       FROM priced p),
     orders_in AS (
       INSERT INTO orders (id, token_hash, status, payment_method, payment_status, email,
         first_name, last_name, phone, shipping, place_of_supply, subtotal_in_paise,
         discount_in_paise, tax_in_paise, total_in_paise, amount_paid_in_paise, created_at,
         updated_at)
       SELECT t.id, md5(t.id::text), t.status, CASE WHEN t.cod THEN 'COD' ELSE 'Online' END,
         CASE WHEN t.cod THEN (CASE WHEN t.status = 'Delivered' THEN 'Completed' ELSE 'Pending' END)
              WHEN t.status = 'Cancelled' OR t.fate > 0.98 THEN 'Refunded' ELSE 'Completed' END,
         'customer' || t.customer || '@example.in', 'Asha', 'Rao', '9876543210',
         jsonb_build_object('firstName', 'Asha', 'lastName', 'Rao', 'address', '12 MG Road',
           'city', 'Bengaluru', 'pin', '560001', 'state', 'Karnataka', 'country', 'India',
           'phone', '9876543210', 'email', 'customer' || t.customer || '@example.in'),
         'Karnataka', t.subtotal, t.discount, t.tax, t.subtotal - t.discount + t.tax,
         CASE WHEN t.cod AND t.status <> 'Delivered' THEN 0
              ELSE ((t.subtotal - t.discount + t.tax + 50) / 100) * 100 END,
         t.at, t.at
       FROM totals t)
     INSERT INTO order_items (order_id, position, product_id, name, image, price_in_paise,
       quantity, brand, model)
     SELECT t.id, 0, t.product_id, t.name, '/media/bench.svg', t.price, t.quantity, t.brand, t.model
     FROM totals t`,
    [total, firstDay, ordersPerDay, JSON.stringify(DEVICES)],
  );
  // One unit back, refunded at its price, on 3% of the delivered online orders.
  await client.query(
    `WITH chosen AS MATERIALIZED (
       SELECT o.id, i.id AS item_id, i.price_in_paise, o.created_at FROM orders o
       JOIN order_items i ON i.order_id = o.id
       WHERE o.status = 'Delivered' AND o.payment_method = 'Online'
         AND o.payment_status = 'Completed' AND random() < 0.03),
     refunded AS (
       INSERT INTO returns (order_id, status, reason, resolution, details, requested_at,
         refund_in_paise, refunded_at)
       SELECT id, 'Refunded', 'Damaged', 'Refund', 'Bench', created_at + interval '5 days',
         price_in_paise, created_at + interval '7 days' FROM chosen)
     UPDATE order_items SET refunded_quantity = 1 WHERE id IN (SELECT item_id FROM chosen)`,
  );
  // The storefront's counters: views and adds to cart of 300 products a day, checkouts started.
  await client.query(
    `INSERT INTO funnel_days (day, product_id, type, count)
     SELECT d::date, p.id, t.type, 1 + floor(random() * t.most)::int
     FROM generate_series($1::date, $2::date, interval '1 day') AS d,
          (SELECT id FROM products ORDER BY id LIMIT 300) AS p,
          (VALUES ('product-view', 60), ('add-to-cart', 8)) AS t(type, most)
     UNION ALL
     SELECT d::date, NULL, 'checkout-start', 400 + floor(random() * 200)::int
     FROM generate_series($1::date, $2::date, interval '1 day') AS d`,
    [firstDay, lastDay],
  );
  await client.query('COMMIT');
  const seeded = performance.now();
  await client.query(
    `SELECT rebuild_sales_day(d::date) FROM generate_series($1::date, $2::date, interval '1 day') AS d`,
    [firstDay, lastDay],
  );
  const rolledUp = performance.now();
  await client.query('VACUUM ANALYZE');
  return {
    orders: total,
    firstDay,
    lastDay,
    seedSec: (seeded - started) / 1000,
    rollUpSec: (rolledUp - seeded) / 1000,
  };
}
