-- The simulated gateway's books move from each process's memory into the database ([11],
-- decision 036): an order opened on one instance can be paid, captured and refunded on another,
-- and an unpaid one outlives a restart. Payments made before this migration were only in memory:
-- refunding one is still granted (simulated-gateway.ts).
CREATE TABLE "simulated_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_in_paise" integer NOT NULL,
	"amount_paid_in_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"status" text NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_gateway_orders_amount_positive" CHECK ("simulated_gateway_orders"."amount_in_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_in_paise" integer NOT NULL,
	"amount_refunded_in_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"error_code" text,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "simulated_gateway_payments_refund_within_amount" CHECK ("simulated_gateway_payments"."amount_refunded_in_paise" between 0 and "simulated_gateway_payments"."amount_in_paise")
);
--> statement-breakpoint
ALTER TABLE "simulated_gateway_payments" ADD CONSTRAINT "simulated_gateway_payments_order_id_simulated_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."simulated_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_gateway_orders_unpaid_idx" ON "simulated_gateway_orders" USING btree ("created_at") WHERE "simulated_gateway_orders"."status" <> 'paid';--> statement-breakpoint
CREATE INDEX "simulated_gateway_payments_order_idx" ON "simulated_gateway_payments" USING btree ("order_id","created_at");