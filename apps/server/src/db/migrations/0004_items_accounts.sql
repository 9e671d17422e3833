CREATE TABLE "account_services" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "account_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"item_id" integer,
	"period" text DEFAULT 'monthly' NOT NULL,
	"price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"vat_rate" text DEFAULT '20' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "account_services_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "account_services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "accounts" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"kind" text DEFAULT 'company' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"tax_office" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"billing_province" text DEFAULT '' NOT NULL,
	"billing_district" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"shipping_province" text DEFAULT '' NOT NULL,
	"shipping_district" text DEFAULT '' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"phones" text[] DEFAULT '{}' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"ibans" text[] DEFAULT '{}' NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"price_list" text DEFAULT 'sale1' NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"payment_days" integer,
	"risk_limit" numeric(19, 4) DEFAULT '0' NOT NULL,
	"e_invoice" boolean DEFAULT false NOT NULL,
	"e_invoice_alias" text DEFAULT '' NOT NULL,
	"loyalty_card" text DEFAULT '' NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"sales_rep" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "accounts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_barcodes" (
	"company_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"item_id" integer NOT NULL,
	"unit_id" integer,
	CONSTRAINT "item_barcodes_company_id_barcode_pk" PRIMARY KEY("company_id","barcode")
);
--> statement-breakpoint
ALTER TABLE "item_barcodes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "items" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'goods' NOT NULL,
	"barcodes" text[] DEFAULT '{}' NOT NULL,
	"category_id" integer,
	"item_type_id" integer,
	"unit_id" integer NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_rate" text DEFAULT '20' NOT NULL,
	"otv_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"purchase_price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"purchase_currency" text DEFAULT 'TRY' NOT NULL,
	"sale_price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"sale_currency" text DEFAULT 'TRY' NOT NULL,
	"vat_included" boolean DEFAULT true NOT NULL,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"producer_id" integer,
	"brand" text DEFAULT '' NOT NULL,
	"min_stock" numeric(19, 4) DEFAULT '0' NOT NULL,
	"max_stock" numeric(19, 4) DEFAULT '0' NOT NULL,
	"location_id" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_id" integer,
	"variant_values" text[] DEFAULT '{}' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"isbn" text DEFAULT '' NOT NULL,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_count" integer,
	"edition" integer,
	"print_year" integer,
	"language" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" numeric(19, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_balances_company_id_item_id_warehouse_id_pk" PRIMARY KEY("company_id","item_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_counters" (
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "company_counters_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "company_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_services" ADD CONSTRAINT "account_services_account" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_services" ADD CONSTRAINT "account_services_item" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_barcodes" ADD CONSTRAINT "item_barcodes_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_type" FOREIGN KEY ("company_id","item_type_id") REFERENCES "public"."item_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_unit" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_producer" FOREIGN KEY ("company_id","producer_id") REFERENCES "public"."producers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_location" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_parent_item" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_code" ON "accounts" USING btree (company_id,"code") WHERE "accounts"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_loyalty_card" ON "accounts" USING btree (company_id,"loyalty_card") WHERE "accounts"."loyalty_card" <> '';--> statement-breakpoint
CREATE INDEX "accounts_title_search" ON "accounts" USING gin (lower("title" COLLATE "tr-TR-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_code_search" ON "accounts" USING gin (lower("code" COLLATE "tr-TR-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_tax_id_search" ON "accounts" USING gin (lower("tax_id" COLLATE "tr-TR-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_loyalty_card_search" ON "accounts" USING gin (lower("loyalty_card" COLLATE "tr-TR-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_barcodes_item" ON "item_barcodes" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_code" ON "items" USING btree (company_id,"code") WHERE "items"."code" <> '';--> statement-breakpoint
CREATE INDEX "items_name_search" ON "items" USING gin (lower("name" COLLATE "tr-TR-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_code_search" ON "items" USING gin (lower("code" COLLATE "tr-TR-x-icu") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_parent" ON "items" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE POLICY "account_services_tenant" ON "account_services" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "account_services_vendor" ON "account_services" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "accounts_tenant" ON "accounts" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "accounts_vendor" ON "accounts" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "item_barcodes_tenant" ON "item_barcodes" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "item_barcodes_vendor" ON "item_barcodes" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "items_tenant" ON "items" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "items_vendor" ON "items" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "stock_balances_tenant" ON "stock_balances" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "stock_balances_vendor" ON "stock_balances" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "company_counters_tenant" ON "company_counters" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "company_counters_vendor" ON "company_counters" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);