CREATE TABLE "product_counts" (
	"scope" text NOT NULL,
	"tag" text NOT NULL,
	"active_products" integer NOT NULL,
	CONSTRAINT "product_counts_scope_tag_pk" PRIMARY KEY("scope","tag")
);
--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_type_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold_recently" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_slug","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_type_newest_idx" ON "products" USING btree ("product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("price_in_paise","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_category_price_asc_idx" ON "products" USING btree ("category_slug","price_in_paise","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_type_price_asc_idx" ON "products" USING btree ("product_type","price_in_paise","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price_in_paise" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category_slug","price_in_paise" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_type_price_desc_idx" ON "products" USING btree ("product_type","price_in_paise" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("units_sold_recently" DESC NULLS FIRST,(case when 'bestseller' = any("tags") then 0 else 1 end),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category_slug","units_sold_recently" DESC NULLS FIRST,(case when 'bestseller' = any("tags") then 0 else 1 end),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_type_popular_idx" ON "products" USING btree ("product_type","units_sold_recently" DESC NULLS FIRST,(case when 'bestseller' = any("tags") then 0 else 1 end),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"active","tags");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ((lower("name") collate "C"),"id","active","tags","name");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_slug",(lower("name") collate "C"),"id","active","tags","name");--> statement-breakpoint
CREATE INDEX "products_type_name_idx" ON "products" USING btree ("product_type",(lower("name") collate "C"),"id","active","tags","name");--> statement-breakpoint
-- product_counts follows every write to products, in the same statement's transaction
-- (decision 039): per changed row, -1 for what it was and +1 for what it is, for each key an
-- active product counts under ('' or its category or its type) x ('' or each distinct tag).
CREATE FUNCTION "product_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "product_counts" AS c ("scope", "tag", "active_products")
		SELECT k."scope", t."tag", -count(*)::int
		FROM "old_rows" p
		CROSS JOIN LATERAL (VALUES (''), ('c:' || p."category_slug"), ('t:' || p."product_type")) AS k("scope")
		CROSS JOIN LATERAL (SELECT '' UNION SELECT unnest(p."tags")) AS t("tag")
		WHERE p."active"
		GROUP BY 1, 2
		ON CONFLICT ("scope", "tag") DO UPDATE SET "active_products" = c."active_products" + excluded."active_products";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "product_counts" AS c ("scope", "tag", "active_products")
		SELECT k."scope", t."tag", count(*)::int
		FROM "new_rows" p
		CROSS JOIN LATERAL (VALUES (''), ('c:' || p."category_slug"), ('t:' || p."product_type")) AS k("scope")
		CROSS JOIN LATERAL (SELECT '' UNION SELECT unnest(p."tags")) AS t("tag")
		WHERE p."active"
		GROUP BY 1, 2
		ON CONFLICT ("scope", "tag") DO UPDATE SET "active_products" = c."active_products" + excluded."active_products";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_counts_on_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "product_counts_on_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "product_counts_on_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();
--> statement-breakpoint
-- A TRUNCATE would bypass the row counts: empty them with it.
CREATE FUNCTION "product_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "product_counts";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_counts_on_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_empty"();
--> statement-breakpoint
INSERT INTO "product_counts" ("scope", "tag", "active_products")
SELECT k."scope", t."tag", count(*)::int
FROM "products" p
CROSS JOIN LATERAL (VALUES (''), ('c:' || p."category_slug"), ('t:' || p."product_type")) AS k("scope")
CROSS JOIN LATERAL (SELECT '' UNION SELECT unnest(p."tags")) AS t("tag")
WHERE p."active"
GROUP BY 1, 2;
