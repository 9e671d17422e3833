CREATE TABLE "pos_approvals" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pos_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" integer NOT NULL,
	"approved_by" integer NOT NULL,
	"device_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "pos_approvals_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_device_users" (
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "pos_device_users_company_id_device_id_user_id_pk" PRIMARY KEY("company_id","device_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "pos_device_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_devices" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pos_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"registered_by" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_contact_at" timestamp with time zone,
	"last_contact_by" integer,
	"offline_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_devices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pos_pin_failures" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pos_pin_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_pin_failures_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_pin_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pos_max_offline_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pos_pin_hash" text;--> statement-breakpoint
ALTER TABLE "pos_approvals" ADD CONSTRAINT "pos_approvals_company_id_requested_by_users_company_id_id_fk" FOREIGN KEY ("company_id","requested_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_approvals" ADD CONSTRAINT "pos_approvals_company_id_approved_by_users_company_id_id_fk" FOREIGN KEY ("company_id","approved_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_device_users" ADD CONSTRAINT "pos_device_users_company_id_device_id_pos_devices_company_id_id_fk" FOREIGN KEY ("company_id","device_id") REFERENCES "public"."pos_devices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_device_users" ADD CONSTRAINT "pos_device_users_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_devices" ADD CONSTRAINT "pos_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_devices" ADD CONSTRAINT "pos_devices_company_id_registered_by_users_company_id_id_fk" FOREIGN KEY ("company_id","registered_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_approvals_token" ON "pos_approvals" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_devices_key" ON "pos_devices" USING btree ("company_id","key_hash");--> statement-breakpoint
CREATE INDEX "pos_pin_failures_at" ON "pos_pin_failures" USING btree ("company_id","at");--> statement-breakpoint
CREATE POLICY "pos_approvals_tenant" ON "pos_approvals" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_approvals_vendor" ON "pos_approvals" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_device_users_tenant" ON "pos_device_users" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_device_users_vendor" ON "pos_device_users" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_devices_tenant" ON "pos_devices" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_devices_vendor" ON "pos_devices" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pos_pin_failures_tenant" ON "pos_pin_failures" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_pin_failures_vendor" ON "pos_pin_failures" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
-- The company's device administrator sets the offline period on /sistem/tclnt.
GRANT UPDATE (pos_max_offline_hours) ON companies TO kibo_tenant;
