CREATE TABLE "item_shelves" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "item_shelves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"capacity" numeric(19, 4) DEFAULT '0' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "item_shelves_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "item_shelves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_location";
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "picking_warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "transit_warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "picking_order" text DEFAULT 'shelf' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pick_scan_each_unit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pick_scan_shelf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pick_allow_short" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "item_shelves" ADD CONSTRAINT "item_shelves_item" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_shelves" ADD CONSTRAINT "item_shelves_location_ref" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_shelves_item_location" ON "item_shelves" USING btree ("company_id","item_id","location_id");--> statement-breakpoint
CREATE INDEX "item_shelves_location" ON "item_shelves" USING btree ("company_id","location_id","id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_picking_warehouse" FOREIGN KEY ("id","picking_warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_transit_warehouse" FOREIGN KEY ("id","transit_warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The stock card's single shelf becomes the item's first shelf placement (/depo/urunraf).
INSERT INTO "item_shelves" ("company_id", "item_id", "location_id", "priority")
  SELECT "company_id", "id", "location_id", 1 FROM "items" WHERE "location_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "location_id";--> statement-breakpoint
CREATE POLICY "item_shelves_tenant" ON "item_shelves" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "item_shelves_vendor" ON "item_shelves" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
-- The company sets its own warehouse operations (/depo/ayar).
GRANT UPDATE (picking_warehouse_id, transit_warehouse_id, picking_order, pick_scan_each_unit, pick_scan_shelf, pick_allow_short)
  ON companies TO kibo_tenant;
