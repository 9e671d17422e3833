import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The product's menu, synced from the catalogue in packages/contracts at start. Shared by all companies. */
export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull(),
  sort: integer('sort').notNull(),
  key: text('key').notNull(),
  link: text('link').notNull(),
  icon: text('icon').notNull(),
  linkPrefix: text('link_prefix').notNull().default(''),
  linkSuffix: text('link_suffix').notNull().default(''),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  nameDe: text('name_de').notNull(),
  /** Roles that get the entry by default; `admin` always does. */
  roles: text('roles').array().notNull(),
});

/** Dashboard entries; each is visible to whoever may open its menu. */
export const dashboardItems = pgTable('dashboard_items', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  key: text('key').notNull(),
  kind: text('kind').notNull(),
  link: text('link').notNull(),
  icon: text('icon').notNull(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  titleDe: text('title_de').notNull(),
});
