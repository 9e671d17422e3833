CREATE TABLE "settlements" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"voucher_line_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"amount" numeric(19, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "settlements_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "settlements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_voucher_line_fk" FOREIGN KEY ("company_id","voucher_line_id") REFERENCES "public"."voucher_lines"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlements_document" ON "settlements" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "settlements_voucher" ON "settlements" USING btree ("company_id","voucher_id");--> statement-breakpoint
CREATE POLICY "settlements_tenant" ON "settlements" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "settlements_vendor" ON "settlements" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);