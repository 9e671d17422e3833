CREATE TABLE "cargo_accounts" (
	"company_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT true NOT NULL,
	"service_url" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"secrets" text DEFAULT '' NOT NULL,
	"payer" text DEFAULT 'sender' NOT NULL,
	"cod_allowed" boolean DEFAULT false NOT NULL,
	"desi_divisor" integer DEFAULT 3000 NOT NULL,
	"min_desi" numeric(9, 2) DEFAULT '1' NOT NULL,
	"label_format" text DEFAULT 'pdf' NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"barcode_from" text DEFAULT '' NOT NULL,
	"barcode_to" text DEFAULT '' NOT NULL,
	"barcodes_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargo_accounts_company_id_carrier_pk" PRIMARY KEY("company_id","carrier")
);
--> statement-breakpoint
ALTER TABLE "cargo_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cargo_package_types" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cargo_package_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"length_cm" numeric(7, 1) NOT NULL,
	"width_cm" numeric(7, 1) NOT NULL,
	"height_cm" numeric(7, 1) NOT NULL,
	"weight_kg" numeric(9, 3) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cargo_package_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "cargo_package_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shipments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"cargo_key" text NOT NULL,
	"carrier_ref" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"barcodes" text[] DEFAULT '{}' NOT NULL,
	"parcels" integer DEFAULT 1 NOT NULL,
	"desi" numeric(9, 2) NOT NULL,
	"weight_kg" numeric(9, 3) NOT NULL,
	"cod_amount" numeric(19, 2) DEFAULT '0' NOT NULL,
	"payer" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"receiver" jsonb NOT NULL,
	"label_format" text,
	"label" text,
	"status_code" text DEFAULT '' NOT NULL,
	"status_text" text DEFAULT '' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "shipments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_package_types_name" ON "cargo_package_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_cargo_key" ON "shipments" USING btree ("company_id","carrier","cargo_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_document" ON "shipments" USING btree ("company_id","document_id") WHERE state NOT IN ('cancelled', 'failed');--> statement-breakpoint
CREATE INDEX "shipments_list" ON "shipments" USING btree ("company_id","carrier","created_at");--> statement-breakpoint
CREATE INDEX "shipments_due" ON "shipments" USING btree ("next_attempt_at") WHERE state IN ('queued', 'created', 'pickedUp', 'inTransit', 'outForDelivery');--> statement-breakpoint
CREATE POLICY "cargo_accounts_tenant" ON "cargo_accounts" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "cargo_accounts_vendor" ON "cargo_accounts" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "cargo_package_types_tenant" ON "cargo_package_types" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "cargo_package_types_vendor" ON "cargo_package_types" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "shipments_tenant" ON "shipments" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "shipments_vendor" ON "shipments" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);