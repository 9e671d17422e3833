ALTER TABLE "voucher_lines" ADD COLUMN "income_expense_type_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD COLUMN "vat_rate" text;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD COLUMN "vat_amount" numeric(19, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_income_expense_type_fk" FOREIGN KEY ("company_id","income_expense_type_id") REFERENCES "public"."income_expense_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_lines_income_expense_type" ON "voucher_lines" USING btree ("company_id","income_expense_type_id") WHERE "voucher_lines"."income_expense_type_id" IS NOT NULL;