-- A large resource's searched columns, folded once when the row is written (docs/ARCHITECTURE.md,
-- "Search speed on large tables"): one trigram index on search_text instead of one per folded column.
DROP INDEX "accounts_title_search";--> statement-breakpoint
DROP INDEX "accounts_code_search";--> statement-breakpoint
DROP INDEX "accounts_tax_id_search";--> statement-breakpoint
DROP INDEX "accounts_loyalty_card_search";--> statement-breakpoint
DROP INDEX "items_name_search";--> statement-breakpoint
DROP INDEX "items_code_search";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("code", '')) || E'\n' || search_fold(coalesce("title", '')) || E'\n' || search_fold(coalesce("tax_id", '')) || E'\n' || search_fold(coalesce("loyalty_card", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("code", '')) || E'\n' || search_fold(coalesce("name", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_search" ON "accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search" ON "items" USING gin ("search_text" gin_trgm_ops);