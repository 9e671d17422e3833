-- Login throttling per account and source (docs/ARCHITECTURE.md, "Login throttling"). The old
-- rows (keys account:<e-mail> and ip:<address>) cannot be split into the new columns; they are at
-- most a day of failures, so they go.
DELETE FROM "login_failures";--> statement-breakpoint
CREATE TABLE "login_sources" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_sources_company_id_user_id_kind_value_pk" PRIMARY KEY("company_id","user_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "login_sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "login_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "login_failures_key_at";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "account" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_sources" ADD CONSTRAINT "login_sources_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_account_at" ON "login_failures" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "login_failures_address_at" ON "login_failures" USING btree ("address","at");--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "key";--> statement-breakpoint
CREATE POLICY "login_failures_tenant" ON "login_failures" AS PERMISSIVE FOR ALL TO public USING (EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = login_failures.account));--> statement-breakpoint
CREATE POLICY "login_sources_tenant" ON "login_sources" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "login_sources_vendor" ON "login_sources" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);--> statement-breakpoint
-- A company administrator lists and clears the failures on the company's users (users screen);
-- the policy limits the tenant role to those rows. Writing stays the login path's own.
GRANT SELECT, DELETE ON "login_failures" TO kibo_tenant;