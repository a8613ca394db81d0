-- Decision 064: an update that changes nothing the roll-ups read (an order shipped, its
-- tracking number, an invoice number) rebuilds no day. Only the rows whose counted-ness, money,
-- email, time or units changed are passed on; an insert or a delete always is.
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
    PERFORM rebuild_sales_days_of(emails, ats);
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
    PERFORM rebuild_sales_days_of(ARRAY[]::text[], ats);
  END IF;
  RETURN NULL;
END
$$;
