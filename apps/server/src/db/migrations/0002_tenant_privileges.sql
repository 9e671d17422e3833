-- Row-level security decides which rows a company sees; column and table privileges decide what it
-- may change. A company may edit its own identity and approve its licence agreement, but never its
-- licence terms (owner, expiry, user limit, active, vendor flag): those belong to the vendor.
REVOKE INSERT, UPDATE, DELETE ON companies FROM kibo_tenant;
--> statement-breakpoint
GRANT UPDATE (title, vkn, tax_office, address, city, district, phone, email, password_expire_days, ip_allow_list,
  agreement_status, agreement_approved_by, agreement_approved_at, updated_at) ON companies TO kibo_tenant;
--> statement-breakpoint
-- Menus are product data, written only at start from the catalogue.
REVOKE INSERT, UPDATE, DELETE ON menus, dashboard_items FROM kibo_tenant, kibo_vendor;
--> statement-breakpoint
-- Login throttling is the login path's own table.
REVOKE ALL ON login_failures FROM kibo_tenant, kibo_vendor;
