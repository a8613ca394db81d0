CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_sequences_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text DEFAULT '3919' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text DEFAULT '3919' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_whole" CHECK (("orders"."invoice_number" is null) = ("orders"."invoiced_at" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_note_whole" CHECK (("orders"."credit_note_number" is null) = ("orders"."credited_at" is null));