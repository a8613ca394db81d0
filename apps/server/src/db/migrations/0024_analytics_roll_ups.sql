CREATE TABLE "device_sales_days" (
	"day" date NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "device_sales_days_day_brand_model_pk" PRIMARY KEY("day","brand","model")
);
--> statement-breakpoint
CREATE TABLE "funnel_days" (
	"day" date NOT NULL,
	"product_id" uuid,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "funnel_days_key" UNIQUE NULLS NOT DISTINCT("day","product_id","type"),
	CONSTRAINT "funnel_days_count_positive" CHECK ("funnel_days"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"net_sales_in_paise" bigint NOT NULL,
	CONSTRAINT "product_sales_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"sales_in_paise" bigint NOT NULL,
	"refunds_in_paise" bigint NOT NULL,
	"discounts_in_paise" bigint NOT NULL,
	"cod_orders" integer NOT NULL,
	"returning_orders" integer NOT NULL
);
--> statement-breakpoint
-- Decision 064: the roll-ups are rebuilt by the database, a day at a time, from the orders, in
-- the transaction of whatever statement changed an order, an order line or a return. No code
-- path can forget them, and a rebuild is idempotent: the day's rows are the query's answer.

-- India's calendar day of an instant (+05:30 all year, no daylight saving: shop-time.ts).
CREATE FUNCTION shop_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date
$$;
--> statement-breakpoint
-- The orders the analytics count, with what each was paid and given back (decision 064): not
-- cancelled, not a replacement, and paid (or refunded after), or cash on delivery placed.
CREATE VIEW counted_orders AS
SELECT
  o.id,
  o.email,
  o.created_at,
  o.payment_method,
  o.payment_status,
  o.discount_in_paise::bigint AS discount_in_paise,
  CASE WHEN o.payment_status IN ('Completed', 'Refunded') THEN o.amount_paid_in_paise::bigint
       ELSE ((o.total_in_paise + 50) / 100)::bigint * 100 END AS sale_in_paise,
  CASE WHEN o.payment_status = 'Refunded' THEN o.amount_paid_in_paise::bigint
       ELSE coalesce((SELECT sum(r.refund_in_paise) FROM returns r
                      WHERE r.order_id = o.id AND r.refunded_at IS NOT NULL), 0)::bigint
  END AS refund_in_paise
FROM orders o
WHERE o.status <> 'Cancelled'
  AND o.payment_method <> 'Replacement'
  AND (o.payment_status IN ('Completed', 'Refunded')
       OR (o.payment_method = 'COD' AND o.payment_status = 'Pending'));
--> statement-breakpoint
CREATE FUNCTION rebuild_sales_day(d date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  day_start timestamptz := (d::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC';
  day_end timestamptz := day_start + interval '1 day';
BEGIN
  -- One rebuild of a day at a time: a second transaction waits here until the first commits,
  -- and its queries below (READ COMMITTED: a fresh snapshot each) then see that one's orders.
  PERFORM pg_advisory_xact_lock(hashtext('sales_day'), d - date '2000-01-01');
  DELETE FROM sales_days WHERE day = d;
  DELETE FROM product_sales_days WHERE day = d;
  DELETE FROM device_sales_days WHERE day = d;
  INSERT INTO sales_days
    (day, orders, sales_in_paise, refunds_in_paise, discounts_in_paise, cod_orders, returning_orders)
  SELECT d, count(*), sum(c.sale_in_paise), sum(c.refund_in_paise), sum(c.discount_in_paise),
    count(*) FILTER (WHERE c.payment_method = 'COD'),
    count(*) FILTER (WHERE EXISTS (SELECT 1 FROM counted_orders e
                                   WHERE e.email = c.email AND e.created_at < c.created_at))
  FROM counted_orders c
  WHERE c.created_at >= day_start AND c.created_at < day_end
  HAVING count(*) > 0;
  INSERT INTO product_sales_days (day, product_id, name, units, net_sales_in_paise)
  SELECT d, i.product_id, (array_agg(i.name ORDER BY c.created_at DESC))[1],
    sum(k.units), sum(k.units::bigint * i.price_in_paise)
  FROM counted_orders c
  JOIN order_items i ON i.order_id = c.id
  CROSS JOIN LATERAL (SELECT CASE WHEN c.payment_status = 'Refunded' THEN 0
                                  ELSE i.quantity - i.refunded_quantity END AS units) k
  WHERE c.created_at >= day_start AND c.created_at < day_end AND i.product_id IS NOT NULL
  GROUP BY i.product_id
  HAVING sum(k.units) > 0;
  INSERT INTO device_sales_days (day, brand, model, units)
  SELECT d, i.brand, i.model, sum(k.units)
  FROM counted_orders c
  JOIN order_items i ON i.order_id = c.id
  CROSS JOIN LATERAL (SELECT CASE WHEN c.payment_status = 'Refunded' THEN 0
                                  ELSE i.quantity - i.refunded_quantity END AS units) k
  WHERE c.created_at >= day_start AND c.created_at < day_end
  GROUP BY i.brand, i.model
  HAVING sum(k.units) > 0;
END
$$;
--> statement-breakpoint
-- The days an order's change can move: its own, and (through "returning customer") the days
-- of the same email's later orders. Rebuilt in day order, so two transactions lock days alike.
CREATE FUNCTION rebuild_sales_days_of(emails text[], ats timestamptz[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE d date;
BEGIN
  FOR d IN
    SELECT shop_day(t.at) FROM unnest(ats) AS t(at)
    UNION
    SELECT shop_day(o.created_at)
    FROM unnest(emails, ats) AS c(email, at)
    JOIN orders o ON o.email = c.email AND o.created_at > c.at
    ORDER BY 1
  LOOP
    PERFORM rebuild_sales_day(d);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sales_days_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE emails text[]; ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats FROM changed_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats FROM changed_old;
  ELSE
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats
    FROM (SELECT email, created_at FROM changed_new
          UNION SELECT email, created_at FROM changed_old) AS changed;
  END IF;
  PERFORM rebuild_sales_days_of(emails, ats);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An order line or a return changes its order's day only.
CREATE FUNCTION sales_days_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(o.created_at) INTO ats FROM orders o WHERE o.id IN (SELECT order_id FROM changed_new);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.created_at) INTO ats FROM orders o WHERE o.id IN (SELECT order_id FROM changed_old);
  ELSE
    SELECT array_agg(o.created_at) INTO ats FROM orders o
    WHERE o.id IN (SELECT order_id FROM changed_new UNION SELECT order_id FROM changed_old);
  END IF;
  PERFORM rebuild_sales_days_of(ARRAY[]::text[], coalesce(ats, ARRAY[]::timestamptz[]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_days_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION sales_days_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION sales_days_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_items_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION sales_days_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_items_updated AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_items_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION sales_days_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_returns_inserted AFTER INSERT ON returns
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION sales_days_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_returns_updated AFTER UPDATE ON returns
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_days_returns_deleted AFTER DELETE ON returns
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION sales_days_lines_changed();
--> statement-breakpoint
-- The orders already recorded.
SELECT rebuild_sales_day(d) FROM (SELECT DISTINCT shop_day(created_at) AS d FROM orders ORDER BY 1) AS days;
