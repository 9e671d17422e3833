CREATE TABLE "account_balances" (
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(19, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "account_balances_company_id_account_id_currency_pk" PRIMARY KEY("company_id","account_id","currency")
);
--> statement-breakpoint
ALTER TABLE "account_balances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "account_entries" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "account_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"document_id" integer,
	"date" date NOT NULL,
	"due_date" date,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"debit" numeric(19, 4) DEFAULT '0' NOT NULL,
	"credit" numeric(19, 4) DEFAULT '0' NOT NULL,
	"amount_local" numeric(19, 4) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "account_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "account_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "document_lines" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(19, 4) DEFAULT '0' NOT NULL,
	"unit_id" integer,
	"unit_factor" numeric(19, 6) DEFAULT '1' NOT NULL,
	"unit_price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"discount1" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount2" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount3" numeric(5, 2) DEFAULT '0' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"otv_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"withholding" text DEFAULT '' NOT NULL,
	"amount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"line_discount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"document_discount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"net" numeric(19, 4) DEFAULT '0' NOT NULL,
	"otv" numeric(19, 4) DEFAULT '0' NOT NULL,
	"vat" numeric(19, 4) DEFAULT '0' NOT NULL,
	"withholding_amount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"source_line_id" integer,
	"supplied_quantity" numeric(19, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "document_lines_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "documents" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"series_id" integer NOT NULL,
	"number" text NOT NULL,
	"sequence" integer NOT NULL,
	"date" date NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"due_date" date,
	"account_id" integer,
	"warehouse_id" integer NOT NULL,
	"target_warehouse_id" integer,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"exchange_rate" numeric(19, 6) DEFAULT '1' NOT NULL,
	"price_list" text DEFAULT 'sale1' NOT NULL,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"counterparty_no" text DEFAULT '' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_kind" text,
	"discount_value" numeric(19, 4) DEFAULT '0' NOT NULL,
	"amount_total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"discount_total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"net_total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"otv_total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"vat_total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"withholding_total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"grand_total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"payable" numeric(19, 4) DEFAULT '0' NOT NULL,
	"grand_total_local" numeric(19, 4) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"printed" boolean DEFAULT false NOT NULL,
	"source_id" integer,
	"idempotency_key" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric(19, 4) NOT NULL,
	CONSTRAINT "stock_moves_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_unit_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_series_fk" FOREIGN KEY ("company_id","series_id") REFERENCES "public"."document_series"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_target_warehouse_fk" FOREIGN KEY ("company_id","target_warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_entries_account" ON "account_entries" USING btree ("company_id","account_id","date","id");--> statement-breakpoint
CREATE INDEX "account_entries_document" ON "account_entries" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_lines_document" ON "document_lines" USING btree ("company_id","document_id","line_no");--> statement-breakpoint
CREATE INDEX "document_lines_source" ON "document_lines" USING btree ("company_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_idempotency" ON "documents" USING btree ("company_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_type_date" ON "documents" USING btree ("company_id","doc_type","date","id");--> statement-breakpoint
CREATE INDEX "documents_account" ON "documents" USING btree ("company_id","account_id","date");--> statement-breakpoint
CREATE INDEX "documents_source" ON "documents" USING btree ("company_id","source_id");--> statement-breakpoint
CREATE INDEX "stock_moves_item" ON "stock_moves" USING btree ("company_id","item_id","warehouse_id","date","id");--> statement-breakpoint
CREATE INDEX "stock_moves_document" ON "stock_moves" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE POLICY "account_balances_tenant" ON "account_balances" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "account_balances_vendor" ON "account_balances" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "account_entries_tenant" ON "account_entries" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "account_entries_vendor" ON "account_entries" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "document_lines_tenant" ON "document_lines" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "document_lines_vendor" ON "document_lines" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "documents_tenant" ON "documents" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "documents_vendor" ON "documents" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "stock_moves_tenant" ON "stock_moves" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "stock_moves_vendor" ON "stock_moves" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);