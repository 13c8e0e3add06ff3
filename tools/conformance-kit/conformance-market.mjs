// The conformance kit's checks of the market read (openapi.yaml, section Market coefficients): the window from
// today (Moscow) for up to 14 days, the warehouses asked for in their order (the seller's own without them), rows in
// the stated order with at most one per warehouse, day and supply type, `observedAt` the newest row's, and the
// refusals: an unknown warehouse, too many, a repeated one, a window out of bounds. The answer's schema and its
// `Cache-Control` header are checked by every call.

/** @typedef {unknown} Json */
/**
 * What the kit lends these checks.
 * @typedef {object} Kit
 * @property {(operationId: string) => boolean} has
 * @property {(label: string, operationId: string, options: { query?: Record<string, string>, expect?: number[], code?: string, why?: string, pointers?: string[] }) => Promise<{ status: number, body: Json } | undefined>} call
 * @property {(value: Json, ...path: (string | number)[]) => Json} at
 * @property {(message: string) => void} behaviour
 * @property {(title: string) => void} section
 * @property {() => string} today Moscow's calendar date
 * @property {Record<string, Json>} context what earlier phases read (`warehouses`)
 */

const supplyTypeOrder = ['BOX', 'MONOPALLETE', 'SUPERSAFE'];
const windowDays = 14;
const maxWarehouses = 50;

/**
 * @param {string} day
 * @param {number} amount
 */
const addDays = (day, amount) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + amount * 86_400_000).toISOString().slice(0, 10);

/**
 * One answer of the read agrees with what was asked and with the section's rules.
 * @param {Kit} kit
 * @param {string} what
 * @param {Json} body
 * @param {{ from: string, days: number, warehouseIds?: number[] }} asked
 */
function checkTable(kit, what, body, asked) {
  const { at } = kit;
  const from = at(body, 'from');
  const to = at(body, 'to');
  if (from !== asked.from) kit.behaviour(`${what}: from is ${String(from)}, asked ${asked.from}`);
  if (to !== addDays(asked.from, asked.days - 1))
    kit.behaviour(
      `${what}: to is ${String(to)}, the window of ${asked.days} days from ${asked.from} ends on ${addDays(asked.from, asked.days - 1)}`,
    );
  const warehouseIds = at(body, 'warehouseIds');
  const rows = at(body, 'rows');
  if (!Array.isArray(warehouseIds) || !Array.isArray(rows)) return;
  if (asked.warehouseIds && JSON.stringify(warehouseIds) !== JSON.stringify(asked.warehouseIds))
    kit.behaviour(
      `${what}: covers ${JSON.stringify(warehouseIds)}, asked ${JSON.stringify(asked.warehouseIds)} in that order`,
    );
  /** @type {[number, string, number] | undefined} */
  let previous;
  let newest = '';
  const cells = new Set();
  for (const row of rows) {
    const warehouseId = Number(at(row, 'warehouseId'));
    const day = String(at(row, 'day'));
    const type = String(at(row, 'supplyType'));
    const observedAt = String(at(row, 'observedAt'));
    if (observedAt > newest) newest = observedAt;
    const position = /** @type {[number, string, number]} */ ([
      warehouseIds.indexOf(warehouseId),
      day,
      supplyTypeOrder.indexOf(type),
    ]);
    if (position[0] < 0) kit.behaviour(`${what}: a row of warehouse ${warehouseId}, which the answer does not cover`);
    if (day < asked.from || day > addDays(asked.from, asked.days - 1))
      kit.behaviour(`${what}: a row on ${day}, outside the window ${asked.from} … ${String(to)}`);
    const key = `${warehouseId} ${day} ${type}`;
    if (cells.has(key)) kit.behaviour(`${what}: two rows for ${key}`);
    cells.add(key);
    if (
      previous &&
      (position[0] < previous[0] ||
        (position[0] === previous[0] &&
          (position[1] < previous[1] || (position[1] === previous[1] && position[2] <= previous[2]))))
    )
      kit.behaviour(`${what}: ${key} is out of order (by warehouse as listed, day, then BOX, MONOPALLETE, SUPERSAFE)`);
    previous = position;
  }
  const observedAt = at(body, 'observedAt');
  if ((newest || null) !== observedAt)
    kit.behaviour(`${what}: observedAt is ${String(observedAt)}, the newest row was observed at ${newest || 'none'}`);
}

/**
 * The market read: the seller's own warehouses, two warehouses of the list for three days, and each refusal.
 * @param {Kit} kit
 */
export async function market(kit) {
  if (!kit.has('listMarketCoefficients')) return;
  kit.section('market: the coefficient table, its window, its order and its refusals');
  const today = kit.today();
  const own = await kit.call('listMarketCoefficients of the seller’s own warehouses', 'listMarketCoefficients', {
    expect: [200],
  });
  if (own?.status === 200) checkTable(kit, 'the own warehouses', own.body, { from: today, days: windowDays });
  const listed = Array.isArray(kit.context.warehouses) ? kit.context.warehouses : [];
  const ids = listed.map((w) => kit.at(w, 'ID')).filter((id) => typeof id === 'number');
  const [first, second] = ids;
  if (typeof first !== 'number' || typeof second !== 'number') return;
  // Asked in the reverse of the list's order: the answer keeps the order asked.
  const pair = [second, first];
  const from = addDays(today, 1);
  const read = await kit.call(
    `listMarketCoefficients of ${pair.join(',')} for 3 days from tomorrow`,
    'listMarketCoefficients',
    {
      query: { warehouseIds: pair.join(','), from, days: '3' },
      expect: [200],
    },
  );
  if (read?.status === 200)
    checkTable(kit, `warehouses ${pair.join(',')}`, read.body, { from, days: 3, warehouseIds: pair });
  const unknownId = Math.max(...ids) + 1_000_000;
  /** @type {[string, Record<string, string>, string, string][]} */
  const refusals = [
    [
      'an unknown warehouse',
      { warehouseIds: `${first},${unknownId}` },
      '/warehouseIds/1',
      `${unknownId} is no warehouse`,
    ],
    [
      `${maxWarehouses + 1} warehouses`,
      { warehouseIds: Array.from({ length: maxWarehouses + 1 }, (_, i) => ids[i % ids.length] ?? first).join(',') },
      '/warehouseIds',
      `at most ${maxWarehouses}`,
    ],
    ['a repeated warehouse', { warehouseIds: `${first},${first}` }, '/warehouseIds', 'ids are distinct'],
    ['a window from yesterday', { from: addDays(today, -1) }, '/from', 'the window starts today'],
    ['a window from after today + 13', { from: addDays(today, windowDays) }, '/from', 'the window ends at today + 13'],
    ['a window past today + 13', { from: addDays(today, 10), days: '5' }, '/days', 'the window ends at today + 13'],
    ['15 days', { days: '15' }, '/days', 'at most 14 days'],
  ];
  for (const [label, query, pointer, why] of refusals) {
    await kit.call(`listMarketCoefficients with ${label}`, 'listMarketCoefficients', {
      query,
      expect: [422],
      code: 'validation_failed',
      pointers: [pointer],
      why,
    });
  }
}
