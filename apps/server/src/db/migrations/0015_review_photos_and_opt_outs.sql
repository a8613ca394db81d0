CREATE TABLE "review_request_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_photos" ALTER COLUMN "order_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "order_id" uuid;--> statement-breakpoint
UPDATE "review_photos" SET "order_id" = "order_items"."order_id" FROM "order_items" WHERE "order_items"."id" = "review_photos"."order_item_id";--> statement-breakpoint
ALTER TABLE "review_photos" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_order_idx" ON "review_photos" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_one_owner" CHECK ("review_photos"."review_id" is null or "review_photos"."claimed_at" is null);--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_has_line" CHECK ("review_photos"."review_id" is null or "review_photos"."order_item_id" is not null);