CREATE TABLE "instrument_moves" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "instrument_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"voucher_line_id" integer NOT NULL,
	"move" text NOT NULL,
	"date" date NOT NULL,
	"to_state" text NOT NULL,
	"holder_account_id" integer,
	"cash_account_id" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "instrument_moves_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "instrument_moves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "instruments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"own" boolean NOT NULL,
	"serial_no" text NOT NULL,
	"drawer" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"state" text NOT NULL,
	"account_id" integer NOT NULL,
	"holder_account_id" integer,
	"cash_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "instruments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "cheque_target" text;--> statement-breakpoint
ALTER TABLE "instrument_moves" ADD CONSTRAINT "instrument_moves_instrument_fk" FOREIGN KEY ("company_id","instrument_id") REFERENCES "public"."instruments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_moves" ADD CONSTRAINT "instrument_moves_voucher_line_fk" FOREIGN KEY ("company_id","voucher_line_id") REFERENCES "public"."voucher_lines"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_moves" ADD CONSTRAINT "instrument_moves_voucher_fk" FOREIGN KEY ("company_id","voucher_id") REFERENCES "public"."vouchers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_moves" ADD CONSTRAINT "instrument_moves_holder_fk" FOREIGN KEY ("company_id","holder_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_moves" ADD CONSTRAINT "instrument_moves_cash_account_fk" FOREIGN KEY ("company_id","cash_account_id") REFERENCES "public"."cash_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_holder_fk" FOREIGN KEY ("company_id","holder_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_cash_account_fk" FOREIGN KEY ("company_id","cash_account_id") REFERENCES "public"."cash_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instrument_moves_instrument" ON "instrument_moves" USING btree ("company_id","instrument_id","id");--> statement-breakpoint
CREATE INDEX "instrument_moves_voucher" ON "instrument_moves" USING btree ("company_id","voucher_id");--> statement-breakpoint
CREATE INDEX "instrument_moves_date" ON "instrument_moves" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "instruments_state_due" ON "instruments" USING btree ("company_id","state","due_date");--> statement-breakpoint
CREATE INDEX "instruments_account" ON "instruments" USING btree ("company_id","account_id");--> statement-breakpoint
CREATE POLICY "instrument_moves_tenant" ON "instrument_moves" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "instrument_moves_vendor" ON "instrument_moves" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "instruments_tenant" ON "instruments" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "instruments_vendor" ON "instruments" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);