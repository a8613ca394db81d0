ALTER TABLE "categories" ADD COLUMN "gst_rate_bp" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_bp" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate_slab" CHECK ("categories"."gst_rate_bp" in (0, 10, 25, 150, 300, 500, 800, 1200, 1800, 2800, 4000));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gst_rate_slab" CHECK ("order_items"."gst_rate_bp" in (0, 10, 25, 150, 300, 500, 800, 1200, 1800, 2800, 4000));