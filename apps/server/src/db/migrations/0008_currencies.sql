CREATE TABLE "currencies" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text DEFAULT '' NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"tcmb" boolean DEFAULT true NOT NULL,
	CONSTRAINT "currencies_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "currencies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency_id" integer NOT NULL,
	"date" date NOT NULL,
	"unit" integer DEFAULT 1 NOT NULL,
	"forex_buying" numeric(19, 4) DEFAULT '0' NOT NULL,
	"forex_selling" numeric(19, 4) DEFAULT '0' NOT NULL,
	"banknote_buying" numeric(19, 4) DEFAULT '0' NOT NULL,
	"banknote_selling" numeric(19, 4) DEFAULT '0' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	CONSTRAINT "exchange_rates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency" FOREIGN KEY ("company_id","currency_id") REFERENCES "public"."currencies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code" ON "currencies" USING btree (company_id,"code") WHERE "currencies"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date" ON "exchange_rates" USING btree ("company_id","currency_id","date");--> statement-breakpoint
CREATE POLICY "currencies_tenant" ON "currencies" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "currencies_vendor" ON "currencies" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "exchange_rates_tenant" ON "exchange_rates" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "exchange_rates_vendor" ON "exchange_rates" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);