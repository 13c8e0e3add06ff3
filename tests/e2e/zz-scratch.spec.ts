import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
const scan = async (page, name) => { await page.waitForTimeout(400); const r = await new AxeBuilder({ page }).exclude('[data-dev-chrome]').analyze(); return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${name}: ${v.id} ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]}`)); };
for (const theme of ['light', 'dark'] as const) {
  test('extra ' + theme, async ({ app, page }) => {
    app.allowErrors(); app.allowViolations();
    test.setTimeout(120000); const found = { push: (...l: string[]) => console.log(l.join('\n') || '.') };
    await app.open({ mock: 'expired-subscription', theme }); await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible(); found.push(...await scan(page, 'expired triggers'));
    await app.open({ mock: 'triggers-limit', theme }); await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible(); found.push(...await scan(page, 'limit'));
    await app.open({ mock: 'toggle-409', theme }); await page.getByRole('button', { name: 'стоп' }).first().click(); await expect(page.getByRole('alert').first()).toBeVisible(); found.push(...await scan(page, 'toast'));
    await page.getByRole('button', { name: 'добавить' }).click(); await page.getByRole('button', { name: 'Склады' }).click(); await page.keyboard.press('Escape'); await page.getByRole('button', { name: 'Склады' }).blur(); await page.waitForTimeout(500); found.push(...await scan(page, 'form errors'));
    await app.open({ view: 'autobookings-main', mock: 'no-credits', theme }); await page.waitForTimeout(1500); found.push(...await scan(page, 'no credits'));
    await app.open({ view: 'autobookings-main', mock: 'expired-subscription', theme }); await expect(page.getByTestId('subscription-notice')).toBeVisible(); found.push(...await scan(page, 'expired ab'));
    await app.open({ view: 'autobookings-main', mock: 'auth-message-sent', theme }); await expect(page.getByTestId('supplier-auth-notice')).toBeVisible(); found.push(...await scan(page, 'auth notice'));
    await app.open({ view: 'account', mock: 'new-user', theme }); await expect(page.getByTestId('supplier-auth-notice')).toBeVisible(); found.push(...await scan(page, 'account new'));
    await app.open({ view: 'store', mock: 'expired-subscription', theme }); await page.getByRole('tab', { name: 'автобр-ия' }).click(); await page.waitForTimeout(300); found.push(...await scan(page, 'store expired'));
    await app.open({ view: 'autobookings-main', mock: 'few-credits', theme }); await page.getByRole('button', { name: 'добавить' }).click(); await page.getByRole('radio', { name: 'Выбрать даты' }).check(); await page.waitForTimeout(300); found.push(...await scan(page, 'ab form dates'));
    
  });
}
