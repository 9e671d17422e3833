ALTER TABLE "accounts" ADD COLUMN "billing_postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shipping_postal_code" text DEFAULT '' NOT NULL;