ALTER TABLE "pos_receipts" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD COLUMN "local_number" text;--> statement-breakpoint
ALTER TABLE "pos_receipts" ADD CONSTRAINT "pos_receipts_device_fk" FOREIGN KEY ("company_id","device_id") REFERENCES "public"."pos_devices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_receipts_local_number" ON "pos_receipts" USING btree ("company_id","local_number") WHERE "pos_receipts"."local_number" IS NOT NULL;