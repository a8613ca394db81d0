-- Decision 065: a product's stock (null: made to order, never runs out) and, per order line, the
-- units it took from that stock and has not given back (so a cancel or a return gives back
-- exactly those, once).
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_taken_within_quantity" CHECK ("order_items"."stock_taken" between 0 and "order_items"."quantity");