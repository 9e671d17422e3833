ALTER TABLE "point_entries" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD COLUMN "points_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD COLUMN "point_value" numeric(19, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "point_entries_document" ON "point_entries" USING btree ("company_id","document_id") WHERE document_id IS NOT NULL;