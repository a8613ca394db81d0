ALTER TABLE "order_events" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_whole" CHECK (("orders"."courier" is null) = ("orders"."tracking_number" is null) and ("orders"."courier" is null) = ("orders"."tracking_url" is null) and ("orders"."courier" is null) = ("orders"."shipped_at" is null));