CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"category_slug" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_in_paise" integer NOT NULL,
	"compare_at_price_in_paise" integer,
	"images" jsonb NOT NULL,
	"thumbnail" text NOT NULL,
	"category_slug" text NOT NULL,
	"product_type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"compatibility" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text), 'A') || setweight(to_tsvector('english', description), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_product_types_name_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("active","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_slug","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_in_paise");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);