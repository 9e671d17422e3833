CREATE TABLE "income_expense_types" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "income_expense_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'expense' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"vat_rate" text DEFAULT '20' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "income_expense_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "income_expense_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "income_expense_types_code" ON "income_expense_types" USING btree (company_id,"code") WHERE "income_expense_types"."code" <> '';--> statement-breakpoint
CREATE POLICY "income_expense_types_tenant" ON "income_expense_types" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "income_expense_types_vendor" ON "income_expense_types" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);