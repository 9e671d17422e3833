import { expect, test } from '@playwright/test';
import { DEMO, demoApi, login, loginViaUi } from './support.ts';

test('an administrator sees a user locked out by failed logins on the users list and lifts it', async ({
  page,
  request,
}) => {
  // A user of their own, so no other flow's cashier is held back if this one stops half-way.
  const api = await demoApi(request);
  const user = { email: 'kilit@demo.com.tr', password: 'Kilit.Parola1' };
  const created = await request.post('/api/users', {
    headers: api.headers,
    data: { name: 'Kilit Deneme', email: user.email, role: 'cashier', password: user.password, menuIds: [] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const userId = (await created.json()).Response.data.id as number;

  // Five wrong passwords from this browser's address, then even the right one is refused.
  await page.goto('/#/login');
  for (let i = 0; i < 5; i++) {
    await loginViaUi(page, user.email, `yanlis-${i}`);
    await expect(page.getByTestId('login-error')).toHaveText('E-posta adresi veya parola hatalı');
  }
  await loginViaUi(page, user.email, user.password);
  await expect(page.getByTestId('login-error')).toContainText('Çok fazla hatalı giriş denemesi yapıldı');

  await login(page, DEMO.admin, '/sistem/kullanici?search=kilit');
  const list = page.getByTestId('user-list-page');
  const status = list.getByTestId(`login-status-${userId}`);
  await expect(status).toContainText(/Kilitli: 5 hata, \d\d:\d\d saatine kadar/);
  await status.getByText(/Kilitli/).hover();
  await expect(page.getByRole('tooltip')).toContainText('adresinden 5 hatalı deneme');

  await list.getByRole('button', { name: 'Giriş kısıtlamasını kaldır' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Tamam' }).click();
  await expect(page.getByText('Kullanıcının giriş kısıtlaması kaldırıldı')).toBeVisible();
  await expect(status).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Giriş kısıtlamasını kaldır' })).toHaveCount(0);

  // The user logs in from the same address at once.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login');
  await loginViaUi(page, user.email, user.password);
  await expect(page).not.toHaveURL(/#\/login/);
});
