CREATE TABLE "sales_days_stale" (
	"day" date NOT NULL
);
--> statement-breakpoint
-- Decision 064 (amended): the triggers no longer rebuild a day inside the order's transaction.
-- The rebuild took the day's advisory lock in the middle of a business transaction and held it
-- to commit, between the stock rows' and the coupon's locks taken in other orders elsewhere
-- (paying: campaign → products → order; cancelling: order → coupon → products), so a cancel and
-- a payment of the same day could deadlock, and every order write of a day queued behind the
-- last. Now a trigger only notes the days a statement moved in `sales_days_stale` (no key, so
-- the inserts never wait on each other), and `refresh_sales_days()` rebuilds them in a
-- transaction of its own that holds no other lock.
CREATE FUNCTION mark_sales_days_stale(emails text[], ats timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  -- An order's own day, and (through "returning customer") the days of the same email's later
  -- orders: the days a rebuild used to cover.
  INSERT INTO sales_days_stale (day)
  SELECT shop_day(t.at) FROM unnest(ats) AS t(at)
  UNION
  SELECT shop_day(o.created_at)
  FROM unnest(emails, ats) AS c(email, at)
  JOIN orders o ON o.email = c.email AND o.created_at > c.at
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_days_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE emails text[]; ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats FROM changed_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats FROM changed_old;
  ELSE
    SELECT array_agg(v.email), array_agg(v.created_at) INTO emails, ats
    FROM (
      SELECT n.email, n.created_at, o.email AS old_email, o.created_at AS old_created_at
      FROM changed_new n JOIN changed_old o ON o.id = n.id
      WHERE (n.status = 'Cancelled') IS DISTINCT FROM (o.status = 'Cancelled')
        OR n.payment_status IS DISTINCT FROM o.payment_status
        OR n.payment_method IS DISTINCT FROM o.payment_method
        OR n.amount_paid_in_paise IS DISTINCT FROM o.amount_paid_in_paise
        OR n.total_in_paise IS DISTINCT FROM o.total_in_paise
        OR n.discount_in_paise IS DISTINCT FROM o.discount_in_paise
        OR n.email IS DISTINCT FROM o.email
        OR n.created_at IS DISTINCT FROM o.created_at
    ) AS changed,
    LATERAL (VALUES (changed.email, changed.created_at),
                    (changed.old_email, changed.old_created_at)) AS v(email, created_at);
  END IF;
  IF ats IS NOT NULL THEN
    PERFORM mark_sales_days_stale(emails, ats);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_days_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(o.created_at) INTO ats FROM orders o
    WHERE o.id IN (SELECT order_id FROM changed_new);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.created_at) INTO ats FROM orders o
    WHERE o.id IN (SELECT order_id FROM changed_old);
  ELSIF TG_TABLE_NAME = 'order_items' THEN
    SELECT array_agg(o.created_at) INTO ats FROM orders o
    WHERE o.id IN (
      SELECT n.order_id FROM changed_new n JOIN changed_old p ON p.id = n.id
      WHERE n.order_id IS DISTINCT FROM p.order_id
        OR n.product_id IS DISTINCT FROM p.product_id
        OR n.name IS DISTINCT FROM p.name
        OR n.price_in_paise IS DISTINCT FROM p.price_in_paise
        OR n.quantity IS DISTINCT FROM p.quantity
        OR n.refunded_quantity IS DISTINCT FROM p.refunded_quantity
        OR n.brand IS DISTINCT FROM p.brand
        OR n.model IS DISTINCT FROM p.model
      UNION SELECT p.order_id FROM changed_new n JOIN changed_old p ON p.id = n.id
      WHERE n.order_id IS DISTINCT FROM p.order_id);
  ELSE
    -- A return: only its refund (amount, time) or its order moves a figure.
    SELECT array_agg(o.created_at) INTO ats FROM orders o
    WHERE o.id IN (
      SELECT n.order_id FROM changed_new n JOIN changed_old p ON p.id = n.id
      WHERE n.order_id IS DISTINCT FROM p.order_id
        OR n.refund_in_paise IS DISTINCT FROM p.refund_in_paise
        OR (n.refunded_at IS NULL) IS DISTINCT FROM (p.refunded_at IS NULL)
      UNION SELECT p.order_id FROM changed_new n JOIN changed_old p ON p.id = n.id
      WHERE n.order_id IS DISTINCT FROM p.order_id);
  END IF;
  IF ats IS NOT NULL THEN
    PERFORM mark_sales_days_stale(ARRAY[]::text[], ats);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION rebuild_sales_days_of(text[], timestamptz[]);
--> statement-breakpoint
-- Rebuilds every day noted stale, each once, in date order, and answers how many. Call it in a
-- transaction of its own (a statement on its own is one) holding no other lock. Refreshes queue
-- on one advisory lock; under READ COMMITTED each statement below sees what was committed when
-- it began, so a change committed before the DELETE is in its day's rebuild (which begins
-- after), and a note not yet committed then stays for the next refresh. A rolled-back refresh
-- puts its notes back. rebuild_sales_day keeps its day lock: harmless here (taken in date order
-- under the refresh lock), and it still keeps a direct call (a bulk load) apart from a refresh.
CREATE FUNCTION refresh_sales_days() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE days date[]; d date;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('sales_days_refresh'));
  WITH taken AS (DELETE FROM sales_days_stale RETURNING day)
  SELECT coalesce(array_agg(DISTINCT day ORDER BY day), ARRAY[]::date[]) INTO days FROM taken;
  FOREACH d IN ARRAY days LOOP
    PERFORM rebuild_sales_day(d);
  END LOOP;
  RETURN cardinality(days);
END
$$;
