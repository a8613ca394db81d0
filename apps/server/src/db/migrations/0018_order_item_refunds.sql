ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_within_quantity" CHECK ("order_items"."refunded_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
-- The units returns refunded before this column existed.
UPDATE "order_items" SET "refunded_quantity" = "refunded"."quantity"
FROM (
	SELECT "return_lines"."order_item_id", sum("return_lines"."quantity")::integer AS "quantity"
	FROM "return_lines"
	INNER JOIN "returns" ON "returns"."id" = "return_lines"."return_id"
	WHERE "returns"."refunded_at" IS NOT NULL
	GROUP BY "return_lines"."order_item_id"
) AS "refunded"
WHERE "order_items"."id" = "refunded"."order_item_id";
