import { expect, test } from '@playwright/test';
import { apiToken, DEMO, loginViaUi, newCompany } from './support.ts';

test('an expired password forces /sifre-yenileme, validates on blur, then the licence agreement gates the app', async ({
  page,
  request,
}) => {
  const company = await newCompany(request, 'Yenilik Kırtasiye');
  await page.goto('/#/stok/list');
  await loginViaUi(page, company.admin.email, company.admin.password);
  await expect(page).toHaveURL(/#\/sifre-yenileme\?redirect=%2Fstok%2Flist$/);
  // Every other page sends the user back here while the password is expired.
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/sifre-yenileme\?redirect=%2Fdashboard$/);

  const form = page.getByTestId('change-password-form');
  const newPass = form.getByLabel('Yeni Parola', { exact: true });
  const againPass = form.getByLabel('Yeni Parola (Tekrar)');
  await newPass.focus();
  await againPass.focus();
  await expect(form).toContainText('Bu Alan, Boş Bırakılamaz');
  await newPass.fill('kisa');
  await againPass.focus();
  await expect(form).toContainText('En Az 8 Hane Olmalı');
  await newPass.fill('Guclu.Parola.1');
  await againPass.fill('Baska.Parola.1');
  await newPass.focus();
  await expect(form).toContainText('Parola Aynı Değil');
  await againPass.fill('Guclu.Parola.1');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Parolanız başarıyla değiştirildi')).toBeVisible();

  // The new company's agreement is not approved yet: the agreement replaces the app.
  const agreement = page.getByTestId('licence-agreement');
  await expect(agreement).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);
  const approve = agreement.getByRole('button', { name: 'Sözleşmeyi Onayla' });
  await expect(approve).toBeDisabled();
  await agreement.getByText('Okudum, kabul ediyorum').click();
  await approve.click();
  await expect(page.getByText('Lisans sözleşmesi onaylandı')).toBeVisible();
  await expect(page.getByTestId('dashboard')).toBeVisible();
});

test('a user who may not approve the agreement waits for the administrator', async ({ page, request }) => {
  const company = await newCompany(request, 'Bekleme Market');
  const token = await apiToken(request, company.admin.email, company.admin.password);
  const auth = { authorization: `Bearer ${token}` };
  expect(
    (
      await request.put('/api/user/myprofile', { headers: auth, data: { password: 'Mudur.Parola9' } })
    ).status(),
  ).toBe(200);
  // Business calls stay closed until the agreement is approved.
  const refused = await request.get('/api/users', { headers: auth });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).Response.errorCode).toBe('AU10012');
  // Support makes this user a manager: a manager may use the app but not bind the company.
  const support = {
    authorization: `Bearer ${await apiToken(request, DEMO.support.email, DEMO.support.password)}`,
  };
  const users = await (
    await request.get(`/api/licensing/users?companyId=${company.id}`, { headers: support })
  ).json();
  const user = users.Response.data.list[0];
  const demoted = await request.put(`/api/licensing/users/${user.id}`, {
    headers: support,
    data: { name: user.name, email: user.email, role: 'manager', active: true, mustChangePassword: false },
  });
  expect(demoted.status()).toBe(200);

  await page.goto('/#/login');
  await loginViaUi(page, company.admin.email, 'Mudur.Parola9');
  const agreement = page.getByTestId('licence-agreement');
  await expect(agreement).toContainText('Lisans sözleşmesi henüz onaylanmadı');
  await expect(agreement.getByRole('button', { name: 'Sözleşmeyi Onayla' })).toHaveCount(0);
  await agreement.getByRole('button', { name: 'Çıkış' }).click();
  await expect(page).toHaveURL(/#\/login/);
});
