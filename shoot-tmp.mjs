import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4183';
const list = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
for (const shot of list) {
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-11-21T09:00:00.000Z'));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(shot.name, m.type(), m.text()); });
  page.on('pageerror', (e) => console.log(shot.name, 'pageerror', e.message));
  await page.goto(`${base}/?${shot.query}`);
  await page.waitForTimeout(shot.wait ?? 1500);
  for (const step of shot.steps ?? []) {
    if (step.click) await page.getByRole(step.role ?? 'button', { name: step.click, exact: true }).first().click();
    if (step.testid) await page.getByTestId(step.testid).click();
    if (step.fill) await page.getByLabel(step.fill).fill(step.value);
    await page.waitForTimeout(step.wait ?? 600);
  }
  await page.screenshot({ path: `/tmp/shots/${shot.name}.png`, fullPage: shot.full ?? true });
  await page.close();
}
await browser.close();
