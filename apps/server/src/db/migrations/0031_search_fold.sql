-- Search finds words typed with or without Turkish letters (docs/ARCHITECTURE.md, "Search"):
-- search_fold(text) is the one rule, the same as searchFold in packages/domain: lower-case under the
-- ICU tr-TR collation (İ→i, I→ı), then ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c, â→a, î→i, û→u, and the
-- combining marks of a decomposed letter (U+0302, U+0306, U+0307, U+0308, U+0327) deleted. A plain
-- SQL function the planner inlines, so a query's search_fold(col) LIKE '%…%' meets the trigram index
-- built on the same expression; under row-level security that needs translate() LEAKPROOF too, as
-- 0006 did for lower() and textlike (it raises no error that depends on a row's value).
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT translate(lower(value COLLATE "tr-TR-x-icu"), U&'ışğüöçâîû\0302\0306\0307\0308\0327', 'isguocaiu') $$;--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.translate(text, text, text) LEAKPROOF;
  ELSE
    RAISE WARNING 'kibo: not a superuser, translate(text, text, text) stays non-leakproof: searches cannot use their trigram indexes under row-level security';
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "item_persons" (
	"company_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "item_persons_company_id_person_id_item_id_pk" PRIMARY KEY("company_id","person_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "item_persons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "accounts_title_search";--> statement-breakpoint
DROP INDEX "accounts_code_search";--> statement-breakpoint
DROP INDEX "accounts_tax_id_search";--> statement-breakpoint
DROP INDEX "accounts_loyalty_card_search";--> statement-breakpoint
DROP INDEX "items_name_search";--> statement-breakpoint
DROP INDEX "items_code_search";--> statement-breakpoint
DROP INDEX "persons_name_search";--> statement-breakpoint
DROP INDEX "producers_name_search";--> statement-breakpoint
ALTER TABLE "item_persons" ADD CONSTRAINT "item_persons_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_persons" ADD CONSTRAINT "item_persons_person_fk" FOREIGN KEY ("company_id","person_id") REFERENCES "public"."persons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_persons_item" ON "item_persons" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "items_producer" ON "items" USING btree ("company_id","producer_id");--> statement-breakpoint
CREATE INDEX "accounts_title_search" ON "accounts" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_code_search" ON "accounts" USING gin (search_fold("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_tax_id_search" ON "accounts" USING gin (search_fold("tax_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_loyalty_card_search" ON "accounts" USING gin (search_fold("loyalty_card") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_name_search" ON "items" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_code_search" ON "items" USING gin (search_fold("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_name_search" ON "persons" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "producers_name_search" ON "producers" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "item_persons_tenant" ON "item_persons" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "item_persons_vendor" ON "item_persons" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
-- The persons of the items saved so far, from their contributor lines.
INSERT INTO "item_persons" ("company_id", "person_id", "item_id")
SELECT DISTINCT i.company_id, (c->>'personId')::int, i.id
  FROM items i CROSS JOIN LATERAL jsonb_array_elements(i.contributors) c
 WHERE jsonb_typeof(c->'personId') = 'number'
   AND EXISTS (SELECT 1 FROM persons p WHERE p.company_id = i.company_id AND p.id = (c->>'personId')::int);
