-- Database roles behind row-level security (see docs/ARCHITECTURE.md, "Tenancy").
-- kibo_tenant: every request of a company user runs as it, limited by the tenant policies.
-- kibo_vendor: the licence vendor's company management, the only code that crosses companies.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'kibo_tenant') THEN
    CREATE ROLE kibo_tenant NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'kibo_vendor') THEN
    CREATE ROLE kibo_vendor NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT kibo_tenant TO CURRENT_USER;
--> statement-breakpoint
GRANT kibo_vendor TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO kibo_tenant, kibo_vendor;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO kibo_tenant, kibo_vendor;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO kibo_tenant, kibo_vendor;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
