-- The place of supply each order's tax split used (decision 047). Orders placed before this
-- migration were split by their shipping state, so that is theirs: the state as written (the
-- invoice reads it as people write states, 'karnataka' as Karnataka).
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
UPDATE "orders" SET "place_of_supply" = btrim("shipping"->>'state');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "place_of_supply" SET NOT NULL;
