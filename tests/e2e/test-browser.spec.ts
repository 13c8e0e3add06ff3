// The browser the suite drives: Playwright's own launch settings kept, and none of Chromium's own UI built for
// windows no test sees (scripts/lib/chromium.mjs).
import { expect, test } from '@playwright/test';
import { playwrightDisabledFeatures, playwrightFlags, unseenBrowserUi } from '../../scripts/lib/chromium.mjs';

test("keeps the features Playwright switches off, and builds no address-bar popup for a test's window", async ({
  browser,
  page,
}) => {
  expect(playwrightDisabledFeatures()).toEqual(expect.arrayContaining(['PaintHolding', 'HttpsUpgrades']));
  const disabled = playwrightFlags
    .find((flag) => flag.startsWith('--disable-features='))
    ?.split('=')[1]
    ?.split(',');
  expect(disabled).toEqual([...playwrightDisabledFeatures(), ...unseenBrowserUi]);

  await page.goto('about:blank');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
  expect(targetInfos.filter((target) => target.type === 'page')).not.toEqual([]);
});
