CREATE TABLE "edocuments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "edocuments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"integrator" text NOT NULL,
	"document_id" integer,
	"uuid" uuid NOT NULL,
	"number" text NOT NULL,
	"profile" text NOT NULL,
	"type" text NOT NULL,
	"issue_date" date NOT NULL,
	"party_tax_id" text DEFAULT '' NOT NULL,
	"party_name" text DEFAULT '' NOT NULL,
	"party_alias" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"payable" numeric(19, 4) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"status_code" text DEFAULT '' NOT NULL,
	"status_text" text DEFAULT '' NOT NULL,
	"xml" text NOT NULL,
	"integrator_ref" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"response" text DEFAULT '' NOT NULL,
	"response_reason" text DEFAULT '' NOT NULL,
	"respond_by" date,
	"taken" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edocuments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "edocuments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "einvoice_connections" (
	"company_id" integer NOT NULL,
	"integrator" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT true NOT NULL,
	"service_url" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"invoice_series_id" integer,
	"archive_series_id" integer,
	"despatch_series_id" integer,
	"commercial_profile" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_connections_company_id_integrator_pk" PRIMARY KEY("company_id","integrator")
);
--> statement-breakpoint
ALTER TABLE "einvoice_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "einvoice_users" (
	"tax_id" text NOT NULL,
	"kind" text NOT NULL,
	"registered" boolean NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_users_tax_id_kind_pk" PRIMARY KEY("tax_id","kind")
);
--> statement-breakpoint
CREATE TABLE "supplier_items" (
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"item_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_items_company_id_account_id_code_pk" PRIMARY KEY("company_id","account_id","code")
);
--> statement-breakpoint
ALTER TABLE "supplier_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "withholding_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "exemption_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "edocuments" ADD CONSTRAINT "edocuments_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_connections" ADD CONSTRAINT "einvoice_connections_invoice_series" FOREIGN KEY ("company_id","invoice_series_id") REFERENCES "public"."document_series"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_connections" ADD CONSTRAINT "einvoice_connections_archive_series" FOREIGN KEY ("company_id","archive_series_id") REFERENCES "public"."document_series"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_connections" ADD CONSTRAINT "einvoice_connections_despatch_series" FOREIGN KEY ("company_id","despatch_series_id") REFERENCES "public"."document_series"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_account" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_item" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edocuments_uuid" ON "edocuments" USING btree ("company_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "edocuments_document" ON "edocuments" USING btree ("company_id","document_id","kind") WHERE direction = 'out' AND document_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "edocuments_list" ON "edocuments" USING btree ("company_id","direction","kind","issue_date","id");--> statement-breakpoint
CREATE INDEX "edocuments_due" ON "edocuments" USING btree ("next_attempt_at") WHERE direction = 'out' AND status IN ('queued', 'sent', 'awaitingApproval');--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_connections_active" ON "einvoice_connections" USING btree ("company_id") WHERE active;--> statement-breakpoint
CREATE POLICY "edocuments_tenant" ON "edocuments" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "edocuments_vendor" ON "edocuments" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "einvoice_connections_tenant" ON "einvoice_connections" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "einvoice_connections_vendor" ON "einvoice_connections" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "supplier_items_tenant" ON "supplier_items" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "supplier_items_vendor" ON "supplier_items" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);