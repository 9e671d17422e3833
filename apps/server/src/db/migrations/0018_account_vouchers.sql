CREATE TABLE "point_balances" (
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_balances_company_id_account_id_pk" PRIMARY KEY("company_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "point_balances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "point_entries" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"voucher_id" integer,
	"date" date NOT NULL,
	"points" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "point_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "point_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "voucher_lines" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "voucher_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" integer NOT NULL,
	"debit" numeric(19, 4) DEFAULT '0' NOT NULL,
	"credit" numeric(19, 4) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(19, 6) DEFAULT '1' NOT NULL,
	"due_date" date,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "voucher_lines_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "voucher_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vouchers" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_type" text NOT NULL,
	"series_id" integer NOT NULL,
	"number" text NOT NULL,
	"sequence" integer NOT NULL,
	"date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"exchange_rate" numeric(19, 6) DEFAULT '1' NOT NULL,
	"total" numeric(19, 4) DEFAULT '0' NOT NULL,
	"total_local" numeric(19, 4) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"idempotency_key" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "vouchers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_entries" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_voucher_fk" FOREIGN KEY ("company_id","voucher_id") REFERENCES "public"."vouchers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_series_fk" FOREIGN KEY ("company_id","series_id") REFERENCES "public"."document_series"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_account" ON "point_entries" USING btree ("company_id","account_id","date","id");--> statement-breakpoint
CREATE INDEX "point_entries_voucher" ON "point_entries" USING btree ("company_id","voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_lines_voucher" ON "voucher_lines" USING btree ("company_id","voucher_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_idempotency" ON "vouchers" USING btree ("company_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vouchers_type_date" ON "vouchers" USING btree ("company_id","voucher_type","date","id");--> statement-breakpoint
CREATE INDEX "account_entries_voucher" ON "account_entries" USING btree ("company_id","voucher_id");--> statement-breakpoint
CREATE POLICY "point_balances_tenant" ON "point_balances" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "point_balances_vendor" ON "point_balances" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "point_entries_tenant" ON "point_entries" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "point_entries_vendor" ON "point_entries" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "voucher_lines_tenant" ON "voucher_lines" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "voucher_lines_vendor" ON "voucher_lines" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "vouchers_tenant" ON "vouchers" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "vouchers_vendor" ON "vouchers" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);