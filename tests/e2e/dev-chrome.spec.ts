// The simulated Telegram controls of dev and test builds ('‹ Назад', 'TG dev') stand in for controls that live
// outside the web view, so they must never hide the app's own: they sit in a strip the page keeps clear (as under
// the main button's bar, content scrolls beneath it and ends above it).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Every app control or badge that a simulated Telegram control overlaps, as 'app element ↔ simulated control'.
 * Only elements wholly on screen count; `aboveStrip`: only those wholly above the strip, i.e. in the area the page
 * treats as its viewport (content scrolled beneath the strip, as beneath Telegram's own bars, is not covered but off
 * screen).
 */
function covered(page: Page, { aboveStrip }: { aboveStrip: boolean }) {
  return page.evaluate((onlyAboveStrip) => {
    const standIns = [
      ...document.querySelectorAll<HTMLElement>('[data-testid="tg-back-button"], [data-testid="tg-dev-toggle"]'),
    ];
    const stripTop = document.querySelector('[data-testid="tg-strip"]')?.getBoundingClientRect().top ?? innerHeight;
    const bottom = onlyAboveStrip ? stripTop : innerHeight;
    const selector = 'button, a[href], [role="tab"], input, select, textarea, [class*="_badge_"]';
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[data-dev-chrome], [aria-hidden="true"], [inert]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.bottom > bottom) continue;
      for (const standIn of standIns) {
        const other = standIn.getBoundingClientRect();
        if (box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom)
          found.push(`${element.textContent?.trim().slice(0, 30) || element.tagName} ↔ ${standIn.textContent?.trim()}`);
      }
    }
    return found;
  }, aboveStrip);
}

async function expectNothingCovered(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await covered(page, { aboveStrip: true })).toEqual([]);
  // The end of the page: the last cards' badges and buttons end above the strip.
  // A virtualised list grows as it scrolls: scroll until the end stays the end.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = document.documentElement.scrollHeight - innerHeight;
        const before = scrollY;
        window.scrollTo(0, end);
        return { atEnd: Math.abs(scrollY - end) <= 1, moved: Math.abs(scrollY - before) > 1 };
      }),
    )
    .toEqual({ atEnd: true, moved: false });
  expect(await covered(page, { aboveStrip: false })).toEqual([]);
}

for (const width of [360, 390]) {
  test(`at ${width} px the simulated Telegram controls cover no header button and no card badge`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await app.open();
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await expect(page.getByRole('button', { name: 'стоп' }).first()).toBeVisible();
    // No back button on the start view; the triggers' badges are on screen.
    const fullyVisibleBadges = await page.evaluate(
      () =>
        [...document.querySelectorAll('[class*="_badge_"]')].filter((badge) => {
          const box = badge.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight;
        }).length,
    );
    expect(fullyVisibleBadges).toBeGreaterThan(0);
    await expectNothingCovered(page);

    // Every other section, opened from the header, with the back button shown.
    for (const [section, content] of [
      ['Автобронирования', page.getByRole('tab', { name: /Активные/ })],
      ['Магазин', page.getByRole('heading', { name: 'Подписка на 1 месяц' })],
      [/^Аккаунт/, page.getByRole('heading', { level: 1 })],
    ] as const) {
      await nav.getByRole('button', { name: section }).click();
      await expect(content.first()).toBeVisible();
      await expect(app.backButton).toBeVisible();
      await expectNothingCovered(page);
    }
  });
}
