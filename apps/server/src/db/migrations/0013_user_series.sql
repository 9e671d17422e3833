CREATE TABLE "user_series" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"series_id" integer NOT NULL,
	CONSTRAINT "user_series_company_id_user_id_doc_type_pk" PRIMARY KEY("company_id","user_id","doc_type")
);
--> statement-breakpoint
ALTER TABLE "user_series" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_series" ADD CONSTRAINT "user_series_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_series" ADD CONSTRAINT "user_series_series" FOREIGN KEY ("company_id","series_id") REFERENCES "public"."document_series"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "user_series_tenant" ON "user_series" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "user_series_vendor" ON "user_series" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);