-- Decision 067: a category gets a stable id (the four built-in ones: their slug as it is now), so
-- its slug can be renamed; products and product types point at the id. Their column keeps the
-- name category_slug (the listing indexes and the product_counts trigger read it) and no row of
-- theirs changes, as each holds the slug that is now the id.
CREATE TABLE "category_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_types" DROP CONSTRAINT "product_types_category_slug_categories_slug_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_slug_categories_slug_fk";
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "id" text;--> statement-breakpoint
UPDATE "categories" SET "id" = "slug";--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_category_slug_categories_id_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_slug_categories_id_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;
