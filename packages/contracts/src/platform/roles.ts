import { z } from 'zod';

/**
 * Role codes. `admin` sees every route and menu of its company; `superadmin` is the vendor's own
 * licence manager and the only role that crosses companies. Other roles see what is granted to them.
 */
export const ROLE_CODES = [
  'superadmin',
  'admin',
  'manager',
  'accountant',
  'cashier',
  'warehouse',
  'librarian',
] as const;
export const roleCode = z.enum(ROLE_CODES);
export type RoleCode = z.infer<typeof roleCode>;
/** Roles a company administrator may give; `superadmin` is only the vendor's. */
export const COMPANY_ROLE_CODES = ROLE_CODES.filter((r) => r !== 'superadmin');
