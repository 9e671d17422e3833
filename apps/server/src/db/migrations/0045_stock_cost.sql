CREATE TABLE "stock_recost" (
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "stock_recost_company_id_item_id_pk" PRIMARY KEY("company_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "stock_recost" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "value" numeric(19, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "unit_cost" numeric(19, 6);--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "last_date" date;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "unit_cost" numeric(19, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "value" numeric(19, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_recost" ADD CONSTRAINT "stock_recost_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "stock_recost_tenant" ON "stock_recost" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "stock_recost_vendor" ON "stock_recost" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
-- Moves posted before costs existed: every item with moves is re-costed from its first move.
INSERT INTO "stock_recost" ("company_id", "item_id", "from_date")
SELECT "company_id", "item_id", min("date") FROM "stock_moves" GROUP BY "company_id", "item_id";
