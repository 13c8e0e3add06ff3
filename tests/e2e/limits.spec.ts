import type { Page, Route } from '@playwright/test';
import { createContractValidator } from '../../scripts/lib/contract-validator.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { test, expect } from './fixtures';

// Every string the contract bounds, at its maximum: each answer of the mock is read, every bounded free-text string
// in it (names, numbers, messages; not dates, enums or patterned values) is padded to its `maxLength` with one
// unbroken word, and the answer is checked against the contract before the page gets it. Padding keeps the original
// value at the start, so an id and its reference elsewhere still match. Nothing may widen the narrowest phone's page.

const contract = loadContract('openapi.yaml');
const validator = createContractValidator(contract);
const openapi = contract.document as unknown as Record<string, unknown>;

type Schema = Record<string, unknown>;

function resolve(schema: unknown): Schema {
  let node = schema as Schema;
  for (let depth = 0; typeof node?.$ref === 'string' && depth < 20; depth++) {
    let target: unknown = openapi;
    for (const key of node.$ref.slice(2).split('/'))
      target = (target as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
    node = target as Schema;
  }
  return node ?? {};
}

/** Fits a schema to a value: of `oneOf`/`anyOf` the branch the value meets, `allOf` and `if`/`then`/`else` merged. */
function branches(schema: Schema, value: unknown): Schema[] {
  const found: Schema[] = [schema];
  for (const part of (schema.allOf as unknown[] | undefined) ?? []) found.push(...branches(resolve(part), value));
  for (const key of ['oneOf', 'anyOf']) {
    const options = (schema[key] as unknown[] | undefined)?.map(resolve) ?? [];
    const fitting = options.find((option) => validator.validateValue(option, value).length === 0);
    if (fitting) found.push(...branches(fitting, value));
  }
  for (const key of ['then', 'else']) if (schema[key]) found.push(resolve(schema[key]));
  return found;
}

/** Never padded: opaque paging cursors go back to the server as they came. */
const kept = new Set(['nextCursor']);

function saturate(value: unknown, schemaNode: unknown, key = ''): unknown {
  const schemas = branches(resolve(schemaNode), value);
  if (typeof value === 'string') {
    const bounded = schemas.find((schema) => typeof schema.maxLength === 'number');
    const constrained = schemas.some((schema) => schema.format || schema.pattern || schema.enum || schema.const);
    if (!bounded || constrained || kept.has(key)) return value;
    const max = bounded.maxLength as number;
    return value.length >= max ? value : value + 'Ш'.repeat(max - value.length);
  }
  if (Array.isArray(value)) {
    const items = schemas.map((schema) => schema.items).find(Boolean);
    return value.map((item) => saturate(item, items ?? {}, key));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => {
        const property = schemas
          .map((schema) => (schema.properties as Record<string, unknown> | undefined)?.[name])
          .find(Boolean);
        return [name, property ? saturate(child, property, name) : child];
      }),
    );
  }
  return value;
}

const escapePointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every answer of the API the mock gives, saturated and checked against the contract. */
async function serveAtLimits(page: Page, saturated: Set<string>) {
  await page.route('**/api/v1/**', async (route: Route) => {
    const request = route.request();
    const response = await route.fetch();
    const path = new URL(request.url()).pathname;
    const operation = (openapi.paths as Record<string, Record<string, unknown>>)[path]?.[
      request.method().toLowerCase()
    ];
    if (!operation || response.status() !== 200 || !response.headers()['content-type']?.includes('json'))
      return route.fulfill({ response });
    const pointer = `#/paths/${escapePointer(path)}/${request.method().toLowerCase()}/responses/200/content/application~1json/schema`;
    const schema = resolve({ $ref: pointer });
    const body = saturate(await response.json(), schema);
    const violations = validator.validate(pointer, body);
    expect(violations, `the saturated answer of ${path} meets the contract`).toEqual([]);
    saturated.add(path);
    return route.fulfill({ response, json: body });
  });
}

/** Scrolls the list to its end until every card is rendered (lists render a few at a time). */
async function revealAll(page: Page, cards: ReturnType<Page['getByTestId']>) {
  let count = -1;
  for (let round = 0; round < 20; round++) {
    await page.mouse.wheel(0, 20_000);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const now = await cards.count();
    if (now === count) break;
    count = now;
  }
  await page.mouse.wheel(0, -40_000);
}

const width = 360;
test.use({ viewport: { width, height: 740 } });

/**
 * The page is no wider than the viewport, no element reaches past its right edge (but inside a container made to
 * scroll sideways), and every text cut with an ellipsis names its full text in a title or an accessible name.
 */
async function expectFitting(page: Page, where: string) {
  // Lets the layout settle after the last answer.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const found = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} «${(element.textContent ?? '').slice(0, 30)}» ${Math.round(element.getBoundingClientRect().right)}px`;
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          node.getBoundingClientRect().right <= viewport + 0.5
        )
          return true;
      }
      return false;
    };
    const elements = [...document.body.querySelectorAll('*')];
    const tooWide = elements.filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > viewport + 0.5 && !scrollsSideways(element);
    });
    const cutUnnamed = elements.filter((element) => {
      if (!(element instanceof HTMLElement) || element.scrollWidth <= element.clientWidth + 1) return false;
      // Text kept for assistive technology only, in a box of one pixel.
      if (element.clientWidth <= 1) return false;
      const style = getComputedStyle(element);
      // Cut: with an ellipsis, or silently by a box that hides what overflows it.
      if (style.textOverflow !== 'ellipsis' && !['hidden', 'clip'].includes(style.overflowX)) return false;
      if (!(element.textContent ?? '').trim()) return false;
      const text = (element.textContent ?? '').trim();
      const named = (node: Element | null): boolean =>
        !!node &&
        ((node.getAttribute('title') ?? '').includes(text) ||
          (node.getAttribute('aria-label') ?? '').includes(text) ||
          named(node.parentElement));
      return !named(element);
    });
    return {
      viewport,
      scrollWidth: document.scrollingElement?.scrollWidth ?? Infinity,
      tooWide: tooWide.map(describe),
      cutUnnamed: cutUnnamed.map(describe),
    };
  });
  expect(found.viewport).toBe(width);
  expect(found.scrollWidth, `page scroll width: ${where}`).toBeLessThanOrEqual(width);
  expect(found.tooWide, `elements past the right edge: ${where}`).toEqual([]);
  expect(found.cutUnnamed, `cut texts without their full text: ${where}`).toEqual([]);
}

test.describe("values at the contract's limits fit at 360 px", () => {
  test('triggers: every tab and the history of finds', async ({ app, page }) => {
    const saturated = new Set<string>();
    await serveAtLimits(page, saturated);
    await app.open();
    const tabs = page.getByRole('tab');
    const cards = page.getByRole('tabpanel').getByRole('region');
    await expect(cards.first()).toBeVisible();
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(cards.first()).toBeVisible();
      await revealAll(page, cards);
      await expectFitting(page, `triggers, ${await tab.textContent()}`);
    }
    await tabs.first().click();
    await page
      .getByRole('button', { name: /^История находок/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: 'История находок' });
    await expect(sheet.getByRole('listitem').first()).toBeVisible();
    await expectFitting(page, 'history of finds');
    expect([...saturated]).toEqual(expect.arrayContaining(['/api/v1/triggers', '/api/v1/triggers/finds']));
  });

  test('autobookings: every tab and the attempts log', async ({ app, page }) => {
    const saturated = new Set<string>();
    await serveAtLimits(page, saturated);
    await app.open({ view: 'autobookings-main' });
    const tabs = page.getByRole('tab');
    const cards = page.getByRole('tabpanel').getByTestId('autobooking-card');
    await expect(cards.first()).toBeVisible();
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(cards.first()).toBeVisible();
      await revealAll(page, cards);
      await expectFitting(page, `autobookings, ${await tab.textContent()}`);
      const attempts = cards.first().getByRole('button', { name: 'Попытки' });
      await attempts.click();
      const sheet = page.getByRole('dialog', { name: 'Попытки бронирования' });
      await expect(sheet.getByRole('listitem').first().or(sheet.getByText('Попыток пока не было'))).toBeVisible();
      await expectFitting(page, `attempts, ${await tab.textContent()}`);
      await sheet.getByRole('button', { name: 'Закрыть' }).click();
      await expect(sheet).toHaveCount(0);
    }
    expect([...saturated]).toEqual(
      expect.arrayContaining(['/api/v1/autobooking', '/api/v1/autobooking/attempts', '/api/v1/warehouses']),
    );
  });

  test('account, its supplier choice, the store and its card payment panel', async ({ app, page }) => {
    const saturated = new Set<string>();
    await serveAtLimits(page, saturated);
    await app.open({ view: 'store' });
    await expect(page.getByTestId('tariff-sub_3m')).toBeVisible();
    await expectFitting(page, 'store');
    await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
    await page.getByRole('button', { name: /^Оплатить картой/ }).click();
    const payment = page.getByRole('dialog', { name: 'Оплата', exact: true });
    await expect(payment.getByRole('textbox').first()).toBeVisible();
    await expectFitting(page, 'card payment panel');
    await payment.getByRole('button', { name: 'Закрыть' }).click();
    await expect(payment).toHaveCount(0);
    await page.getByRole('button', { name: /^Аккаунт/ }).click();
    await expect(page.getByTestId('supplier-name')).toBeVisible();
    await expectFitting(page, 'account');
    await page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }).click();
    await expect(page.getByRole('dialog', { name: 'Выбор поставщика' }).getByRole('radio').first()).toBeVisible();
    await expectFitting(page, 'supplier choice');
    expect([...saturated]).toEqual(
      expect.arrayContaining(['/api/v1/user', '/api/v1/tariffs', '/api/v1/suppliers/info']),
    );
  });

  test('forms: the warehouse pickers, the drafts, their goods and the transit warehouses', async ({ app, page }) => {
    const saturated = new Set<string>();
    await serveAtLimits(page, saturated);
    await app.open();
    await page.getByRole('button', { name: 'добавить' }).click();
    await page.getByRole('button', { name: 'Склады' }).click();
    await page.getByPlaceholder('Поиск склада').fill('колед');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectFitting(page, 'trigger form, warehouse picker');
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveCount(1);
    await expectFitting(page, 'trigger form');

    await app.open({ view: 'autobookings-main' });
    await page.getByRole('button', { name: 'добавить' }).click();
    await page.getByRole('button', { name: /^Черновик поставки/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectFitting(page, 'draft picker');
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Посмотреть товары' }).click();
    const goods = page.getByRole('dialog', { name: 'Товары черновика' });
    await expect(goods.getByRole('row').nth(1)).toBeVisible();
    await expectFitting(page, 'draft goods');
    await page.keyboard.press('Escape');
    await expect(goods).toHaveCount(0);
    await page.getByRole('button', { name: /^Склад/ }).click();
    await page.getByRole('combobox').fill('колед');
    await page.getByRole('option').first().click();
    await page.getByLabel('Использовать транзитный склад').check();
    await page.getByRole('button', { name: /^Транзитный склад/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectFitting(page, 'transit picker');
    await page.keyboard.press('Escape');
    await expectFitting(page, 'autobooking form');
    expect([...saturated]).toEqual(
      expect.arrayContaining([
        '/api/v1/suppliers/drafts/list',
        '/api/v1/suppliers/goods/draft',
        '/api/v1/warehouses/transits',
      ]),
    );
  });

  test("the slot source's outage: its banner on the lists and the market's stale notice", async ({ app, page }) => {
    const saturated = new Set<string>();
    await serveAtLimits(page, saturated);
    await app.open({ mock: 'source-down' });
    await expect(page.getByTestId('source-unavailable-banner')).toBeVisible();
    await expectFitting(page, 'triggers, source down');
    await page.getByRole('button', { name: 'Автобронирования' }).click();
    await expect(page.getByTestId('source-unavailable-banner')).toBeVisible();
    await expectFitting(page, 'autobookings, source down');
    await app.open({ view: 'market', mock: 'source-down' });
    await expect(page.getByTestId('market-table')).toBeVisible();
    await expectFitting(page, 'market, source down');
  });

  test('market: the table and a cell sheet', async ({ app, page }) => {
    const saturated = new Set<string>();
    await serveAtLimits(page, saturated);
    await app.open({ view: 'market' });
    const table = page.getByTestId('market-table');
    await expect(table).toBeVisible();
    await expectFitting(page, 'market');
    await table.locator('button[data-tone="free"]').first().click();
    await expect(page.getByTestId('market-cell-sheet')).toBeVisible();
    await expectFitting(page, 'market cell sheet');
    expect([...saturated]).toEqual(expect.arrayContaining(['/api/v1/warehouses/coefficients']));
  });
});
