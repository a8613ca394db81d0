-- Search runs on an index in each server's memory (decision 043): the full-text vector and the
-- trigram index are no longer read, and only slowed every product write.
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";