CREATE TABLE "report_filters" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "report_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"report" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_filters_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_filters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_filters" ADD CONSTRAINT "report_filters_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_filters_name" ON "report_filters" USING btree ("company_id","user_id","report","name");--> statement-breakpoint
CREATE POLICY "report_filters_tenant" ON "report_filters" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "report_filters_vendor" ON "report_filters" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);