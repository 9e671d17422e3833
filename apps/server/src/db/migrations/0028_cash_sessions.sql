CREATE TABLE "cash_session_counts" (
	"company_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"method" text NOT NULL,
	"expected" numeric(19, 4) DEFAULT '0' NOT NULL,
	"counted" numeric(19, 4) DEFAULT '0' NOT NULL,
	"difference" numeric(19, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "cash_session_counts_company_id_session_id_method_pk" PRIMARY KEY("company_id","session_id","method")
);
--> statement-breakpoint
ALTER TABLE "cash_session_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cash_sessions" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cash_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cash_account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"opening_float" numeric(19, 4) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"difference_voucher_id" integer,
	CONSTRAINT "cash_sessions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "cash_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD COLUMN "cash_session_id" integer;--> statement-breakpoint
ALTER TABLE "cash_session_counts" ADD CONSTRAINT "cash_session_counts_session_fk" FOREIGN KEY ("company_id","session_id") REFERENCES "public"."cash_sessions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_register_fk" FOREIGN KEY ("company_id","cash_account_id") REFERENCES "public"."cash_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_opened_by_fk" FOREIGN KEY ("company_id","opened_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_closed_by_fk" FOREIGN KEY ("company_id","closed_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_one_open" ON "cash_sessions" USING btree ("company_id","cash_account_id") WHERE "cash_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cash_sessions_register" ON "cash_sessions" USING btree ("company_id","cash_account_id","id");--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_session_fk" FOREIGN KEY ("company_id","cash_session_id") REFERENCES "public"."cash_sessions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_entries_session" ON "cash_entries" USING btree ("company_id","cash_session_id") WHERE "cash_entries"."cash_session_id" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "cash_session_counts_tenant" ON "cash_session_counts" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "cash_session_counts_vendor" ON "cash_session_counts" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "cash_sessions_tenant" ON "cash_sessions" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "cash_sessions_vendor" ON "cash_sessions" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);