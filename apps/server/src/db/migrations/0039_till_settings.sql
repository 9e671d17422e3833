ALTER TABLE "companies" ADD COLUMN "scale_barcodes" jsonb DEFAULT '[{"kind":"weight","prefix":"28","itemDigits":5,"valueDigits":5,"decimals":3},{"kind":"price","prefix":"29","itemDigits":5,"valueDigits":5,"decimals":2}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "receipt_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The till settings are edited on /fis/ayar by a tenant user, like the other document settings.
GRANT UPDATE (scale_barcodes, receipt_footer) ON companies TO kibo_tenant;
