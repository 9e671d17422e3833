-- Companies created before new companies started with a "Merkez Kasa" get one too, unless they already
-- keep a cash register (a bank account alone is no till) or use its code for something else.
-- Runs once, like every migration; new companies get theirs from seedCompanyDefaults.
INSERT INTO cash_accounts (company_id, kind, code, name, currency)
SELECT c.id, 'cash', 'MRK', 'Merkez Kasa', 'TRY'
  FROM companies c
 WHERE NOT c.is_vendor
   AND NOT EXISTS (SELECT 1 FROM cash_accounts a WHERE a.company_id = c.id AND a.kind = 'cash')
   AND NOT EXISTS (SELECT 1 FROM cash_accounts a WHERE a.company_id = c.id AND a.code = 'MRK');
