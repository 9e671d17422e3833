CREATE TABLE "cash_accounts" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cash_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'cash' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "cash_accounts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "cash_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cash_balances" (
	"company_id" integer NOT NULL,
	"cash_account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(19, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "cash_balances_company_id_cash_account_id_currency_pk" PRIMARY KEY("company_id","cash_account_id","currency")
);
--> statement-breakpoint
ALTER TABLE "cash_balances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cash_entries" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cash_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cash_account_id" integer NOT NULL,
	"voucher_id" integer,
	"account_id" integer,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"debit" numeric(19, 4) DEFAULT '0' NOT NULL,
	"credit" numeric(19, 4) DEFAULT '0' NOT NULL,
	"amount_local" numeric(19, 4) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "cash_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "cash_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "voucher_lines" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "cash_account_id" integer;--> statement-breakpoint
ALTER TABLE "cash_balances" ADD CONSTRAINT "cash_balances_register_fk" FOREIGN KEY ("company_id","cash_account_id") REFERENCES "public"."cash_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_register_fk" FOREIGN KEY ("company_id","cash_account_id") REFERENCES "public"."cash_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_accounts_code" ON "cash_accounts" USING btree (company_id,"code") WHERE "cash_accounts"."code" <> '';--> statement-breakpoint
CREATE INDEX "cash_entries_register" ON "cash_entries" USING btree ("company_id","cash_account_id","date","id");--> statement-breakpoint
CREATE INDEX "cash_entries_voucher" ON "cash_entries" USING btree ("company_id","voucher_id") WHERE "cash_entries"."voucher_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_cash_account_fk" FOREIGN KEY ("company_id","cash_account_id") REFERENCES "public"."cash_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "cash_accounts_tenant" ON "cash_accounts" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "cash_accounts_vendor" ON "cash_accounts" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "cash_balances_tenant" ON "cash_balances" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "cash_balances_vendor" ON "cash_balances" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "cash_entries_tenant" ON "cash_entries" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "cash_entries_vendor" ON "cash_entries" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);