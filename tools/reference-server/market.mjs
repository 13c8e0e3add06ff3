// The market table of the reference backend (openapi.yaml, section Market coefficients): one table of acceptance
// coefficients for every warehouse, day and supply type, shared by all sellers as the marketplace's is. It moves on
// its own every ten minutes (a new observation per cell, derived from the warehouse, the day and the time, so every
// run sees the same market at the same instant); `set` pins a cell (a find the test hook records, a move from the
// dev panel) and `move` jumps the whole table to its next state. The finds of triggers are read from it, so the
// table and a trigger's history agree.
import { addDays, moscowDay } from './dates.mjs';

/** @typedef {import('../../generated/schema').SchemaMarketCoefficient} MarketCoefficient */
/** @typedef {import('../../generated/schema').SchemaSupplyType} SupplyType */
/** @typedef {Pick<MarketCoefficient, 'coefficient' | 'logisticsCoefficient' | 'allowUnload'>} Cell */

/** The order of supply types within a day (the contract's). */
const marketSupplyTypes = /** @type {const} */ (['BOX', 'MONOPALLETE', 'SUPERSAFE']);
/** The window: today and 13 days after. */
const marketDays = 14;
/** How many warehouses one read covers at most. */
const marketMaxWarehouses = 50;
/** The table moves this often (a new observation of every cell). */
const tickMs = 10 * 60 * 1000;

/**
 * A number in [0, 1) from integers, the same for the same arguments (a 32-bit integer hash).
 * @param {number[]} parts
 */
function unit(...parts) {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part | 0), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return (hash >>> 0) / 2 ** 32;
}

/**
 * One cell of the moving market at `tick` (ten-minute steps since the epoch), or null when the source did not
 * see it. Closed days cluster on weekends, a warehouse keeps its logistics level with a little daily spread, and
 * paid coefficients lean low as the marketplace's do.
 * @param {number} warehouseId
 * @param {string} day yyyy-mm-dd
 * @param {SupplyType} supplyType
 * @param {number} tick
 * @returns {Cell | null}
 */
function marketCell(warehouseId, day, supplyType, tick) {
  const dayNumber = Date.parse(`${day}T00:00:00Z`) / 86_400_000;
  const type = marketSupplyTypes.indexOf(supplyType) + 1;
  // A cell changes every hour or so, not at every tick: six ticks share one draw.
  const epoch = Math.floor((tick + (warehouseId % 6)) / 6);
  const draw = (/** @type {number} */ salt) => unit(warehouseId, dayNumber, type, epoch, salt);
  if (draw(1) < 0.02) return null;
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  const closed = draw(2) < (weekend ? 0.25 : 0.1);
  const shape = draw(3);
  const coefficient = closed ? -1 : shape < 0.3 ? 0 : Math.min(20, 1 + Math.floor(((shape - 0.3) / 0.7) ** 2 * 20));
  const level = 100 + Math.floor(unit(warehouseId, 7) * 15) * 5;
  const logisticsCoefficient = draw(4) < 0.05 ? null : level + Math.floor(draw(5) * 5) * 5;
  return { coefficient, logisticsCoefficient, allowUnload: closed || draw(6) >= 0.05 };
}

/**
 * The market of one reference server.
 * @param {{ now: () => number }} clock
 */
export function createMarket({ now }) {
  /** Cells pinned by the test hook or a move, by `warehouse|day|type`: what was seen, and when. */
  /** @type {Map<string, { cell: Cell, observedAt: number }>} */
  const pinned = new Map();
  let ticksAhead = 0;
  let movedAt = 0;
  const keyOf = (/** @type {number} */ warehouseId, /** @type {string} */ day, /** @type {SupplyType} */ type) =>
    `${warehouseId}|${day}|${type}`;

  /**
   * The cell as last observed at or before `at`.
   * @param {number} warehouseId
   * @param {string} day
   * @param {SupplyType} supplyType
   * @param {number} at
   * @returns {MarketCoefficient | null}
   */
  function observed(warehouseId, day, supplyType, at) {
    const tick = Math.floor(at / tickMs) + ticksAhead;
    const observedAt = Math.max(Math.floor(at / tickMs) * tickMs, movedAt <= at ? movedAt : 0);
    const pin = pinned.get(keyOf(warehouseId, day, supplyType));
    if (pin && pin.observedAt <= at && pin.observedAt >= observedAt)
      return { warehouseId, day, supplyType, ...pin.cell, observedAt: new Date(pin.observedAt).toISOString() };
    const cell = marketCell(warehouseId, day, supplyType, tick);
    return cell && { warehouseId, day, supplyType, ...cell, observedAt: new Date(observedAt).toISOString() };
  }

  return {
    /**
     * The rows of a read: the warehouses in order, each day, each supply type; as of `asOf` (the moment the slot
     * source went down, or now). Days before the day of `asOf` were never seen in that table.
     * @param {number[]} warehouseIds
     * @param {string} from
     * @param {number} days
     * @param {number} asOf
     */
    rows(warehouseIds, from, days, asOf) {
      const seenFrom = moscowDay(asOf);
      const seenTo = addDays(seenFrom, marketDays - 1);
      /** @type {MarketCoefficient[]} */
      const rows = [];
      for (const warehouseId of warehouseIds)
        for (let offset = 0; offset < days; offset++) {
          const day = addDays(from, offset);
          if (day < seenFrom || day > seenTo) continue;
          for (const type of marketSupplyTypes) {
            const row = observed(warehouseId, day, type, asOf);
            if (row) rows.push(row);
          }
        }
      return rows;
    },
    /**
     * What the source shows now for one cell (null when it does not see it).
     * @param {number} warehouseId
     * @param {string} day
     * @param {SupplyType} supplyType
     */
    cell: (warehouseId, day, supplyType) => observed(warehouseId, day, supplyType, now()),
    /**
     * The source saw this cell now (a check found it): it stays so until the table next moves.
     * @param {number} warehouseId
     * @param {string} day
     * @param {SupplyType} supplyType
     * @param {Partial<Cell>} cell
     */
    set(warehouseId, day, supplyType, cell) {
      const current = observed(warehouseId, day, supplyType, now());
      const next = {
        coefficient: cell.coefficient ?? current?.coefficient ?? 0,
        logisticsCoefficient:
          cell.logisticsCoefficient !== undefined ? cell.logisticsCoefficient : (current?.logisticsCoefficient ?? null),
        allowUnload: cell.allowUnload ?? current?.allowUnload ?? true,
      };
      pinned.set(keyOf(warehouseId, day, supplyType), { cell: next, observedAt: now() });
      return { warehouseId, day, supplyType, ...next, observedAt: new Date(now()).toISOString() };
    },
    /** The market moves on to its next state at once, as it would within the hour. */
    move() {
      ticksAhead += 6;
      movedAt = now();
      pinned.clear();
    },
  };
}

/**
 * The market read (`listMarketCoefficients`).
 * @param {import('./server.mjs').Rules} rules
 */
export function marketHandlers(rules) {
  const { invalid, market, now, queryError, warehouses } = rules;
  const collator = new Intl.Collator('ru');
  /**
   * The seller's own warehouses: those of relevant triggers and of active or archived autobookings, by name.
   * @param {import('./server.mjs').Seller} seller
   */
  function ownWarehouses(seller) {
    const ids = new Set([
      ...seller.triggers.filter((t) => t.status === 'RELEVANT').flatMap((t) => t.warehouseIds),
      ...seller.autobookings.filter((b) => ['ACTIVE', 'ARCHIVED'].includes(b.status)).map((b) => b.warehouseId),
    ]);
    return warehouses
      .filter((w) => ids.has(w.ID))
      .sort((a, b) => collator.compare(a.name, b.name))
      .slice(0, marketMaxWarehouses)
      .map((w) => w.ID);
  }
  return {
    /**
     * @param {import('./server.mjs').Seller} seller
     * @param {unknown} _body
     * @param {URLSearchParams} query
     */
    listMarketCoefficients(seller, _body, query) {
      const today = moscowDay(now());
      const last = addDays(today, marketDays - 1);
      const from = query.get('from') ?? today;
      const days = Number(query.get('days') ?? marketDays);
      if (from < today || from > last) throw invalid([queryError('from', 'must be from today to today + 13')]);
      if (addDays(from, days - 1) > last) throw invalid([queryError('days', 'the window ends after today + 13')]);
      const asked = query.get('warehouseIds');
      const warehouseIds = asked === null ? ownWarehouses(seller) : asked.split(',').map(Number);
      const unknown = warehouseIds.findIndex((id) => !warehouses.some((w) => w.ID === id));
      if (unknown >= 0) throw invalid([queryError(`warehouseIds/${unknown}`, 'does not exist')]);
      const source = seller.outcomes.service.slotSource;
      // While the source is down the table is the last one seen before it went.
      const asOf = source.available || !source.since ? now() : Math.min(now(), Date.parse(source.since) - 1);
      const rows = market.rows(warehouseIds, from, days, asOf);
      const observedAt = rows.reduce((newest, row) => (row.observedAt > newest ? row.observedAt : newest), '');
      return {
        source,
        observedAt: observedAt || null,
        from,
        to: addDays(from, days - 1),
        warehouseIds,
        rows,
      };
    },
  };
}

/** The answer headers of the market read. */
export const marketAnswerHeaders = { 'cache-control': 'private, max-age=60' };
