CREATE TABLE "pos_areas" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pos_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pos_areas_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_areas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_kitchen_printers" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pos_kitchen_printers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "pos_kitchen_printers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_kitchen_printers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_printer_categories" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"printer_id" integer NOT NULL,
	CONSTRAINT "pos_printer_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "pos_printer_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_table_lines" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pos_table_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(19, 4) NOT NULL,
	"unit_price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"vat_rate" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"printer" text DEFAULT '' NOT NULL,
	CONSTRAINT "pos_table_lines_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_table_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_table_orders" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pos_table_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"table_id" integer NOT NULL,
	"split_of" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"document_id" integer,
	"merged_into" integer,
	CONSTRAINT "pos_table_orders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_table_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_tables" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pos_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"seats" integer DEFAULT 4 NOT NULL,
	"x" integer DEFAULT 0 NOT NULL,
	"y" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 140 NOT NULL,
	"height" integer DEFAULT 100 NOT NULL,
	"shape" text DEFAULT 'square' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pos_tables_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_tables" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pos_printer_categories" ADD CONSTRAINT "pos_printer_categories_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_printer_categories" ADD CONSTRAINT "pos_printer_categories_printer_fk" FOREIGN KEY ("company_id","printer_id") REFERENCES "public"."pos_kitchen_printers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_lines" ADD CONSTRAINT "pos_table_lines_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."pos_table_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_lines" ADD CONSTRAINT "pos_table_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_lines" ADD CONSTRAINT "pos_table_lines_added_by_fk" FOREIGN KEY ("company_id","added_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_orders" ADD CONSTRAINT "pos_table_orders_table_fk" FOREIGN KEY ("company_id","table_id") REFERENCES "public"."pos_tables"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_orders" ADD CONSTRAINT "pos_table_orders_split_of_fk" FOREIGN KEY ("company_id","split_of") REFERENCES "public"."pos_table_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_orders" ADD CONSTRAINT "pos_table_orders_merged_into_fk" FOREIGN KEY ("company_id","merged_into") REFERENCES "public"."pos_table_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_orders" ADD CONSTRAINT "pos_table_orders_opened_by_fk" FOREIGN KEY ("company_id","opened_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_orders" ADD CONSTRAINT "pos_table_orders_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_tables" ADD CONSTRAINT "pos_tables_area_fk" FOREIGN KEY ("company_id","area_id") REFERENCES "public"."pos_areas"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_areas_name" ON "pos_areas" USING btree ("company_id","name") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_kitchen_printers_name" ON "pos_kitchen_printers" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "pos_printer_categories_printer" ON "pos_printer_categories" USING btree ("company_id","printer_id");--> statement-breakpoint
CREATE INDEX "pos_table_lines_order" ON "pos_table_lines" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_table_orders_one_open" ON "pos_table_orders" USING btree ("company_id","table_id") WHERE status = 'open' AND split_of IS NULL;--> statement-breakpoint
CREATE INDEX "pos_table_orders_table" ON "pos_table_orders" USING btree ("company_id","table_id","opened_at");--> statement-breakpoint
CREATE INDEX "pos_table_orders_split_of" ON "pos_table_orders" USING btree ("company_id","split_of");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_table_orders_document" ON "pos_table_orders" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_tables_name" ON "pos_tables" USING btree ("company_id","name") WHERE active;--> statement-breakpoint
CREATE INDEX "pos_tables_area" ON "pos_tables" USING btree ("company_id","area_id");--> statement-breakpoint
CREATE POLICY "pos_areas_tenant" ON "pos_areas" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_areas_vendor" ON "pos_areas" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_kitchen_printers_tenant" ON "pos_kitchen_printers" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_kitchen_printers_vendor" ON "pos_kitchen_printers" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_printer_categories_tenant" ON "pos_printer_categories" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_printer_categories_vendor" ON "pos_printer_categories" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_table_lines_tenant" ON "pos_table_lines" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_table_lines_vendor" ON "pos_table_lines" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_table_orders_tenant" ON "pos_table_orders" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_table_orders_vendor" ON "pos_table_orders" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_tables_tenant" ON "pos_tables" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_tables_vendor" ON "pos_tables" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);