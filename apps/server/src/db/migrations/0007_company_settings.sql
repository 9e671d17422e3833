ALTER TABLE "companies" ADD COLUMN "mersis_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trade_registry_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "e_document_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "e_invoice_alias" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "e_despatch_alias" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_currency" text DEFAULT 'TRY' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_price_list" text DEFAULT 'sale1' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "negative_stock" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quantity_decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "password_min_length" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "session_hours" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "idle_reload" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_warehouse" FOREIGN KEY ("id","default_warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The company edits its details and general settings (/sistem/firma, /sistem/genel), still never its licence terms.
GRANT UPDATE (mersis_no, trade_registry_no, postal_code, website, logo, bank_accounts, e_document_type, e_invoice_alias,
  e_despatch_alias, default_warehouse_id, default_currency, default_price_list, prices_include_vat, negative_stock,
  quantity_decimals, price_decimals, password_min_length, session_hours, idle_reload) ON companies TO kibo_tenant;
