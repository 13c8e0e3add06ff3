import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { test, expect } from './fixtures';

// Names as the marketplace could send them: the `hostile` examples of mocks/*.yaml, served by the scenario
// `hostile-strings`. They must reach the seller as plain text and never widen the page of the narrowest phone.
const example = <T>(file: string, name: string): T => {
  const examples = parse(readFileSync(path.join(process.cwd(), 'mocks', file), 'utf8')) as Record<string, { value: T }>;
  const found = examples[name];
  if (!found) throw new Error(`mocks/${file} has no example ${name}`);
  return found.value;
};
const warehouses = new Map(
  example<{ ID: number; name: string }[]>('warehouses.yaml', 'hostile').map((w) => [w.ID, w.name]),
);
const suppliers = example<{ data: { name: string }[] }>('suppliers.yaml', 'hostileSuppliers').data.map((s) => s.name);
const goods = example<{ data: { sa: string; subjectName: string }[] }>('suppliers.yaml', 'hostileGoods').data;
const bookings = example<{ items: { transitWarehouseName: string | null }[] }>('autobookings.yaml', 'hostile').items;
const user = example<{ supplierName: string; payments: { tariffId: string }[] }>('user.yaml', 'hostile');
const warehouse = (id: number) => warehouses.get(id) ?? '';
const names = {
  scriptWarehouse: warehouse(507),
  imgWarehouse: warehouse(117501),
  longWarehouse: warehouse(120762),
  rtlWarehouse: warehouse(2737),
  entityWarehouse: warehouse(312259),
  svgWarehouse: warehouse(1733),
  transits: bookings.flatMap((booking) =>
    booking.transitWarehouseName ? [`Транзит: ${booking.transitWarehouseName}`] : [],
  ),
  goods: goods.flatMap((good) => [good.sa, good.subjectName]),
};

const viewportWidth = 360;
test.use({ viewport: { width: viewportWidth, height: 780 } });

/** Collects every alert/confirm/prompt a page opens: injected markup would call alert(). */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** No markup of the strings became elements, and nothing sticks out of the 360 px viewport. */
async function expectPlainAndFitting(page: Page, dialogs: string[]) {
  // The built index.html carries its own inline scripts (the boot script, the kept screen's paint); any other inline
  // script was injected.
  const served = await (await page.request.get('/')).text();
  const ownInlineScripts = [...served.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  const page_ = await page.evaluate((ownInline) => {
    const width = document.documentElement.clientWidth;
    const elements = [...document.body.querySelectorAll('*')];
    return {
      width,
      scrollWidth: document.scrollingElement?.scrollWidth ?? Infinity,
      // index.html loads the app with same-origin scripts and its own inline scripts; anything else is injected.
      scripts: [...document.body.querySelectorAll('script')].filter((script) =>
        script.src ? new URL(script.src).origin !== location.origin : !ownInline.includes(script.textContent ?? ''),
      ).length,
      injected: document.querySelectorAll('img[src="x"], svg[onload], b, [onerror], [onload], [onclick], [onmouseover]')
        .length,
      tooWide: elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
        })
        .map(
          (element) => `${element.tagName.toLowerCase()}.${element.className} «${element.textContent?.slice(0, 40)}»`,
        ),
    };
  }, ownInlineScripts);
  expect(page_.width).toBe(viewportWidth);
  expect(page_.scrollWidth, 'page scroll width').toBeLessThanOrEqual(viewportWidth);
  expect(page_.tooWide, 'elements wider than the viewport').toEqual([]);
  expect(page_.scripts, 'script elements in the body').toBe(0);
  expect(page_.injected, 'elements or handlers from the strings').toBe(0);
  expect(dialogs, 'dialogs opened by injected script').toEqual([]);
}

async function expectTexts(scope: Page | Locator, texts: string[]) {
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) await expect(scope.getByText(text, { exact: true }).first()).toBeVisible();
}

test('triggers: the list and the warehouse picker show hostile warehouse names as text', async ({ app, page }) => {
  const dialogs = watchDialogs(page);
  await app.open({ mock: 'hostile-strings' });
  await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  await expectTexts(page, [
    names.scriptWarehouse,
    names.imgWarehouse,
    names.longWarehouse,
    names.rtlWarehouse,
    names.entityWarehouse,
    names.svgWarehouse,
  ]);
  // The header shows the supplier on one line, cut with an ellipsis, and names it in full to assistive technology.
  await expect(page.getByRole('button', { name: `Аккаунт: ${user.supplierName}` })).toBeVisible();
  await expectPlainAndFitting(page, dialogs);

  await page.getByRole('button', { name: 'добавить' }).click();
  await page.getByRole('button', { name: 'Склады' }).click();
  const search = page.getByPlaceholder('Поиск склада');
  for (const name of [names.imgWarehouse, names.longWarehouse, names.rtlWarehouse]) {
    await search.fill(name.slice(0, 12));
    // Waits for the debounced search to leave only the matching warehouse.
    await expect(page.getByRole('option')).toHaveText([name]);
    await expectPlainAndFitting(page, dialogs);
  }
  await search.fill(names.longWarehouse.slice(0, 12));
  await page.getByRole('option', { name: names.longWarehouse, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveText([
    names.longWarehouse,
  ]);
  await expectPlainAndFitting(page, dialogs);
});

test('autobookings: the list and the draft goods show hostile names as text', async ({ app, page }) => {
  const dialogs = watchDialogs(page);
  await app.open({ view: 'autobookings-main', mock: 'hostile-strings' });
  await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  await expectTexts(page, [names.scriptWarehouse, names.longWarehouse, names.rtlWarehouse, ...names.transits]);
  await expectPlainAndFitting(page, dialogs);

  await page.getByRole('button', { name: 'добавить' }).click();
  await page.getByRole('button', { name: /^Черновик поставки/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Посмотреть товары' }).click();
  const dialog = page.getByRole('dialog', { name: 'Товары черновика' });
  await expect(dialog.getByRole('row')).toHaveCount(goods.length + 1);
  await expectTexts(dialog, names.goods);
  await expectPlainAndFitting(page, dialogs);
});

test('store and account: the supplier, the payment history and the supplier choice stay plain text', async ({
  app,
  page,
}) => {
  const dialogs = watchDialogs(page);
  await app.open({ view: 'store', mock: 'hostile-strings' });
  await expect(page.getByTestId('tariff-sub_3m')).toBeVisible();
  await expectPlainAndFitting(page, dialogs);

  await page.getByRole('button', { name: /^Аккаунт/ }).click();
  await expect(page.getByTestId('supplier-name')).toHaveText(user.supplierName);
  // An old payment's hostile tariff id is an unknown tariff: named as such, never printed.
  const history = page.getByRole('table', { name: 'История платежей' });
  await expect(history.getByRole('row').nth(2)).toContainText('Неизвестный тариф');
  expect(user.payments.map((payment) => payment.tariffId)).toContain('<img src=x onerror=alert(3)>');
  await expect(history).not.toContainText('onerror');
  await expectPlainAndFitting(page, dialogs);

  await page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }).click();
  const choice = page.getByRole('dialog', { name: 'Выбор поставщика' });
  await expect(choice.getByRole('radio')).toHaveCount(suppliers.length);
  await expectTexts(choice, suppliers);
  await expectPlainAndFitting(page, dialogs);
});
