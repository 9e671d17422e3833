DROP INDEX "documents_source";--> statement-breakpoint
DROP INDEX "account_entries_document";--> statement-breakpoint
DROP INDEX "account_entries_voucher";--> statement-breakpoint
DROP INDEX "document_lines_source";--> statement-breakpoint
DROP INDEX "items_parent";--> statement-breakpoint
CREATE INDEX "account_entries_document" ON "account_entries" USING btree ("company_id","document_id") WHERE "account_entries"."document_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "account_entries_voucher" ON "account_entries" USING btree ("company_id","voucher_id") WHERE "account_entries"."voucher_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "document_lines_source" ON "document_lines" USING btree ("company_id","source_line_id") WHERE "document_lines"."source_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "items_parent" ON "items" USING btree ("company_id","parent_id") WHERE "items"."parent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "source_id";