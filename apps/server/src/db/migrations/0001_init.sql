CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"client_ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"license_owner" text NOT NULL,
	"license_expires" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"max_users" integer DEFAULT 5 NOT NULL,
	"is_vendor" boolean DEFAULT false NOT NULL,
	"vkn" text DEFAULT '' NOT NULL,
	"tax_office" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_expire_days" integer DEFAULT 90 NOT NULL,
	"ip_allow_list" text DEFAULT '' NOT NULL,
	"agreement_status" char(1) DEFAULT '0' NOT NULL,
	"agreement_approved_by" integer,
	"agreement_approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"link" text NOT NULL,
	"icon" text NOT NULL,
	"menu_id" integer NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"title_de" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"key" text NOT NULL,
	"link" text NOT NULL,
	"icon" text NOT NULL,
	"link_prefix" text DEFAULT '' NOT NULL,
	"link_suffix" text DEFAULT '' NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_de" text NOT NULL,
	"roles" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_menus" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "user_menus_company_id_user_id_menu_id_pk" PRIMARY KEY("company_id","user_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "user_menus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pos_can_change_price" boolean DEFAULT false NOT NULL,
	"pos_can_delete" boolean DEFAULT false NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_items" ADD CONSTRAINT "dashboard_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user" ON "access_tokens" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_at" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("company_id","entity","entity_id");--> statement-breakpoint
CREATE POLICY "access_tokens_tenant" ON "access_tokens" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "access_tokens_vendor" ON "access_tokens" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "companies_tenant" ON "companies" AS PERMISSIVE FOR ALL TO public USING (id = current_setting('app.company_id', true)::int) WITH CHECK (id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "companies_vendor" ON "companies" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "user_menus_tenant" ON "user_menus" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "user_menus_vendor" ON "user_menus" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "users_tenant" ON "users" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "users_vendor" ON "users" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "audit_log_tenant" ON "audit_log" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "audit_log_vendor" ON "audit_log" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);