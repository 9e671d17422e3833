import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@demo.com.tr', password: 'Demo.1234', name: 'Ayşe Yılmaz' },
  cashier: { email: 'kasiyer@demo.com.tr', password: 'Kasa.1234', name: 'Mehmet Öztürk' },
  support: { email: 'destek@kibo.com.tr', password: 'Destek.1234' },
};

export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Giriş' }).click();
}

export async function login(page: Page, user: { email: string; password: string }, path = '/dashboard') {
  await page.goto(`/#${path}`);
  await expect(page).toHaveURL(/#\/login/);
  await loginViaUi(page, user.email, user.password);
  await expect(page).not.toHaveURL(/#\/login/);
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).Response.data.authorization.access_token;
}

let counter = 0;

/**
 * A new company made through the vendor's licence API, as support would: its first administrator
 * must choose a password and approve the licence agreement.
 */
export async function newCompany(request: APIRequestContext, label: string) {
  const support = await apiToken(request, DEMO.support.email, DEMO.support.password);
  counter += 1;
  const slug = `${label.toLowerCase().replace(/[^a-z]/g, '')}${Date.now()}${counter}`;
  const admin = { email: `yonetici@${slug}.test`, password: 'Ilk.Parola.2026', name: `${label} Yönetici` };
  const response = await request.post('/api/licensing/companies', {
    headers: { authorization: `Bearer ${support}` },
    data: {
      title: `${label} Ltd. Şti.`,
      licenseOwner: `${label} Ltd. Şti.`,
      licenseExpires: '2030-12-31',
      active: true,
      maxUsers: 5,
      adminName: admin.name,
      adminEmail: admin.email,
      adminPassword: admin.password,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { id: (await response.json()).Response.data.id as number, admin };
}

/**
 * The demo administrator's API, for setting a flow's scene: `get` answers the data, `post` the
 * created record.
 */
export async function demoApi(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  return {
    headers,
    get: async (path: string) => (await (await request.get(`/api${path}`, { headers })).json()).Response.data,
    post: async (path: string, data: object) => {
      const answer = await request.post(`/api${path}`, { headers, data });
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()).Response.data.record;
    },
  };
}

/** Sets the company's "prices include VAT" preference (/sistem/genel) through its form. */
export async function setPricesIncludeVat(page: Page, on: boolean) {
  await page.goto('/#/sistem/genel');
  const form = page.getByTestId('resource-form-generalSettings').filter({ visible: true });
  const box = form.getByLabel('Fiyatlar KDV Dahil Girilir');
  if ((await box.isChecked()) !== on) {
    await box.click();
    await page.keyboard.press('Control+s');
    // Not a saved document's status tag in a tab kept open behind.
    // Exactly: another screen's "Evrak kaydedildi: …" may still be fading out.
    await expect(page.getByText('Kaydedildi', { exact: true }).filter({ visible: true })).toBeVisible();
  }
}

/** Picks `text` in the select labelled `label` inside `scope`, typing `search` to find it. */
export async function choose(page: Page, scope: Locator, label: string, search: string, text: string) {
  await scope.getByLabel(label).click();
  await page.keyboard.type(search);
  await page.locator('.ant-select-item-option').filter({ hasText: text, visible: true }).click();
}

/** A company fresh from support, its administrator's password chosen and the agreement approved. */
export async function readyCompany(request: APIRequestContext, label: string) {
  const company = await newCompany(request, label);
  const password = 'Ilk.Gun.2026';
  const token = await apiToken(request, company.admin.email, company.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.put('/api/user/myprofile', { headers, data: { password } })).status()).toBe(200);
  expect((await request.post('/api/license/agreement', { headers })).status()).toBe(200);
  return { email: company.admin.email, password, headers };
}

/** A company's API as its administrator (`readyCompany`'s headers): with `data` a POST, else a GET; answers the data. */
export function companyApi(request: APIRequestContext, headers: Record<string, string>) {
  return async (path: string, data?: object) => {
    const answer = data
      ? await request.post(`/api${path}`, { headers, data })
      : await request.get(`/api${path}`, { headers });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).Response.data;
  };
}

/** Opens the till on Merkez Kasa with `float` in the drawer, as the cashier does on a new day. */
export async function openTill(page: Page, float: string) {
  const till = page.getByTestId('till').filter({ visible: true });
  await till.getByLabel('Kasa', { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Merkez Kasa', visible: true }).click();
  await till.getByLabel('Açılış Tutarı').fill(float);
  await till.getByRole('button', { name: 'Kasayı Aç' }).click();
  await expect(till.getByTestId('till-session')).toContainText('Merkez Kasa');
  return till;
}
