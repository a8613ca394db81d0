CREATE TABLE "return_credit_notes" (
	"number" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"return_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "return_credit_notes_return_id_unique" UNIQUE("return_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replacement_of" uuid;--> statement-breakpoint
ALTER TABLE "return_credit_notes" ADD CONSTRAINT "return_credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_credit_notes" ADD CONSTRAINT "return_credit_notes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_credit_notes_order_idx" ON "return_credit_notes" USING btree ("order_id","issued_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replacement_of_orders_id_fk" FOREIGN KEY ("replacement_of") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_replacement_of_idx" ON "orders" USING btree ("replacement_of");