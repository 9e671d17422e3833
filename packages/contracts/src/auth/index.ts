import { z } from 'zod';
import { newOwnPassword } from '../platform/fields.ts';

export const loginBody = z.object({
  // The login form sends the trimmed user name as `email`.
  email: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(254, { error: 'v.maxLength' }),
  password: z
    .string({ error: 'v.required' })
    .min(1, { error: 'v.required' })
    .max(128, { error: 'v.maxLength' }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z.object({
  authorization: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string(),
  }),
});

export const myProfileBody = z.object({
  /** The user's own e-mail, as the spec's payload carries it. */
  name: z.string().trim().max(254).optional(),
  password: newOwnPassword,
});
export type MyProfileBody = z.infer<typeof myProfileBody>;

/** One menu entry: a group when mn_parent is 0, its children in mn_subs. */
export interface MenuItem {
  id: number;
  mn_name: string;
  mn_link: string;
  mn_parent: number;
  mn_icon: string;
  /** Link decoration a group applies to its children: menu 76 adds `fis/`, some groups add `/yeni`. */
  mn_link_prefix: string;
  mn_link_suffix: string;
  mn_subs: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    mn_name: z.string(),
    mn_link: z.string(),
    mn_parent: z.number().int(),
    mn_icon: z.string(),
    mn_link_prefix: z.string(),
    mn_link_suffix: z.string(),
    mn_subs: z.array(menuItem),
  }),
);

export const dashboardItem = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  link: z.string(),
  kind: z.enum(['shortcut', 'notes', 'figure']),
  icon: z.string(),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

/** `GET /api/dashboard/figures`: the day's figures of the tiles the user holds, read from the ledgers. */
export const dashboardFigures = z.array(
  z.object({
    key: z.string(),
    /** Money per currency (lira first); empty when there is none. */
    amounts: z.array(z.object({ currency: z.string(), amount: z.string() })),
    /** How many documents or items make the figure. */
    count: z.number().int(),
    /** The day's sales: the day before and the same day a week before, in lira. */
    compare: z.object({ yesterday: z.string(), lastWeek: z.string() }).optional(),
  }),
);
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const frontAppUi = z.object({
  app: z.object({
    license_owner: z.string(),
    license_expires: z.string(),
    company_id: z.number().int(),
    version: z.string(),
    /** The company's general settings (/sistem/genel) that screens follow. */
    preferences: z.object({
      prices_include_vat: z.boolean(),
      quantity_decimals: z.number().int(),
      price_decimals: z.number().int(),
      default_currency: z.string(),
      default_price_list: z.string(),
      default_warehouse_id: z.number().int().nullable(),
      negative_stock: z.enum(['allow', 'warn', 'refuse']),
      idle_reload: z.boolean(),
      /** Document settings (/fis/ayar) the editor follows. */
      default_due_days: z.number().int(),
      merge_scanned_lines: z.boolean(),
      print_after_save: z.boolean(),
      lock_printed: z.boolean(),
    }),
  }),
  authorizedUser: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    clientIp: z.string(),
    role: z.string(),
    password_expire_date_proc: z.union([z.literal(0), z.literal(1)]),
    pos_can_change_price: z.boolean(),
    pos_can_delete: z.boolean(),
  }),
  items: z.object({
    menus: z.array(menuItem),
    dashboard: z.array(dashboardItem),
    license: z.object({ license_agreement_status: z.enum(['0', '1']), can_approve: z.boolean() }),
  }),
});
export type FrontAppUi = z.infer<typeof frontAppUi>;

export const brandCode = z.enum(['general', 'library', 'catalogue']);
export type BrandCode = z.infer<typeof brandCode>;
export const brand = z.object({
  code: brandCode,
  name: z.string(),
  color: z.string(),
  favicon: z.string(),
  logo: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Brand = z.infer<typeof brand>;
