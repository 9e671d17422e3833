CREATE TABLE "print_designs" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "print_designs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"group" text DEFAULT 'invoice' NOT NULL,
	"layout" text DEFAULT 'classic' NOT NULL,
	"paper" text DEFAULT 'a4' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_company" boolean DEFAULT true NOT NULL,
	"show_bank_accounts" boolean DEFAULT true NOT NULL,
	"show_due_date" boolean DEFAULT true NOT NULL,
	"show_counterparty_no" boolean DEFAULT true NOT NULL,
	"show_shipping_address" boolean DEFAULT true NOT NULL,
	"show_description" boolean DEFAULT true NOT NULL,
	"column_code" boolean DEFAULT true NOT NULL,
	"column_unit" boolean DEFAULT true NOT NULL,
	"column_price" boolean DEFAULT true NOT NULL,
	"column_discount" boolean DEFAULT true NOT NULL,
	"column_vat" boolean DEFAULT true NOT NULL,
	"column_total" boolean DEFAULT true NOT NULL,
	"show_totals" boolean DEFAULT true NOT NULL,
	"show_amount_in_words" boolean DEFAULT true NOT NULL,
	"show_signatures" boolean DEFAULT false NOT NULL,
	"foot_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "print_designs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "print_designs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_due_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "merge_scanned_lines" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "print_after_save" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lock_printed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE POLICY "print_designs_tenant" ON "print_designs" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "print_designs_vendor" ON "print_designs" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
-- Document settings (/fis/ayar) are kept by company users like the other settings columns.
GRANT UPDATE (default_due_days, merge_scanned_lines, print_after_save, lock_printed)
  ON companies TO kibo_tenant;
