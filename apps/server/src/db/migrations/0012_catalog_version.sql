-- A number every statement that changes what the search index holds adds one to, in the writing
-- transaction (decision 043): the index reads one row to know whether to look for changes.
CREATE TABLE "catalog_version" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("only")
);--> statement-breakpoint
INSERT INTO "catalog_version" ("only", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_version_on_write" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
-- Updates that leave `updated_at` alone (the popularity refresh's) change nothing it holds.
CREATE TRIGGER "catalog_version_on_update" AFTER UPDATE OF "updated_at" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
