-- The network of a failed login (docs/ARCHITECTURE.md, "Login throttling"): a network the account's
-- failures never came from gets its first tries past the slow-down. Rows from before count their
-- address as their network; they are at most a day of failures.
ALTER TABLE "login_failures" ADD COLUMN "network" text;--> statement-breakpoint
UPDATE "login_failures" SET "network" = "address";--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "network" SET NOT NULL;
