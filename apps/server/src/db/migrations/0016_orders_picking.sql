CREATE TABLE "picking_lines" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "picking_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"picking_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"location_id" integer,
	"quantity" numeric(19, 4) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picking_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "picking_lines_shelf" UNIQUE NULLS NOT DISTINCT("company_id","picking_id","order_line_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "picking_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "picking_orders" (
	"company_id" integer NOT NULL,
	"picking_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "picking_orders_company_id_picking_id_order_id_pk" PRIMARY KEY("company_id","picking_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "picking_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pickings" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pickings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'open' NOT NULL,
	"warehouse_id" integer,
	"waybill_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "pickings_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pickings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "supply_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_picking_fk" FOREIGN KEY ("company_id","picking_id") REFERENCES "public"."pickings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."document_lines"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_orders" ADD CONSTRAINT "picking_orders_picking_fk" FOREIGN KEY ("company_id","picking_id") REFERENCES "public"."pickings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_orders" ADD CONSTRAINT "picking_orders_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickings" ADD CONSTRAINT "pickings_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picking_lines_order_line" ON "picking_lines" USING btree ("company_id","order_line_id");--> statement-breakpoint
CREATE INDEX "picking_orders_order" ON "picking_orders" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "pickings_status" ON "pickings" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "document_lines_item" ON "document_lines" USING btree ("company_id","item_id","document_id");--> statement-breakpoint
CREATE INDEX "documents_open" ON "documents" USING btree ("company_id","doc_type","date","id") WHERE status = 'saved' AND supply_status <> 'full';--> statement-breakpoint
CREATE POLICY "picking_lines_tenant" ON "picking_lines" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "picking_lines_vendor" ON "picking_lines" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "picking_orders_tenant" ON "picking_orders" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "picking_orders_vendor" ON "picking_orders" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pickings_tenant" ON "pickings" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pickings_vendor" ON "pickings" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);