// Generated API data for the growth measurements, of the contract's types (tsc checks it against the generated
// types). Deterministic: the same seed gives the same data, so runs compare.

/** @typedef {import('../../generated/schema').SchemaWarehouse} Warehouse */
/** @typedef {import('../../generated/schema').SchemaUser} User */
/** @typedef {import('../../generated/schema').SchemaTrigger} Trigger */
/** @typedef {import('../../generated/schema').SchemaAutobooking} Autobooking */
/** @typedef {import('../../generated/schema').SchemaAutobookingPage} AutobookingPage */

const cities = [
  'Коледино',
  'Подольск',
  'Электросталь',
  'Тула',
  'Казань',
  'Новосибирск',
  'Екатеринбург',
  'Краснодар',
  'Хабаровск',
  'Санкт-Петербург',
  'Невинномысск',
  'Рязань',
  'Белые Столбы',
  'Владимир',
  'Воронеж',
  'Волгоград',
  'Самара',
  'Уфа',
  'Пермь',
  'Омск',
  'Челябинск',
  'Тюмень',
  'Иркутск',
  'Красноярск',
  'Ростов-на-Дону',
  'Саратов',
  'Ижевск',
  'Астана',
  'Алматы',
  'Минск',
  'Мурманск',
  'Котовск',
  'Чехов',
  'Вёшки',
  'Сынково',
  'Обухово',
  'Шушары',
];
const kinds = ['', ' (Тихорецкая)', ' - Испытателей 14г', ' КБТ', ' СГТ', ' - Перспективный 12', ' 2'];

/**
 * A small deterministic PRNG (mulberry32): each call returns the next number in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One item of a non-empty `list`, chosen by `next`.
 * @template T
 * @param {() => number} next
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (next, list) => /** @type {T} */ (list[Math.floor(next() * list.length)]);
const day = 24 * 60 * 60 * 1000;
/** @param {number} time */
const isoDate = (time) => new Date(time).toISOString().slice(0, 10);
/** @param {number} time */
const isoDateTime = (time) => new Date(time).toISOString();
/** @param {number} time */
const utcMidnight = (time) => Math.floor(time / day) * day;

/**
 * `count` warehouses with distinct ids and names like the marketplace's ('СЦ …' sorting centres included).
 * @param {number} count
 * @returns {Warehouse[]}
 */
export function generateWarehouses(count, seed = 1) {
  const next = random(seed);
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {Warehouse[]} */
  const warehouses = [];
  for (let index = 0; warehouses.length < count; index++) {
    const base = `${cities[index % cities.length]}${kinds[Math.floor(index / cities.length) % kinds.length]}`;
    const round = Math.floor(index / (cities.length * kinds.length));
    const name = (next() < 0.15 ? 'СЦ ' : '') + base + (round > 0 ? ` ${round + 1}` : '');
    if (names.has(name)) continue;
    names.add(name);
    warehouses.push({ ID: 1000 + index * 7, name });
  }
  return warehouses;
}

/**
 * A seller who can use every screen: supplier linked, terms accepted, a running subscription.
 * @param {number} now Unix milliseconds
 * @returns {User}
 */
export function generateUser(now) {
  return {
    name: 'Анна Смирнова',
    autobookingCount: 250,
    subscriptionExpiresAt: isoDateTime(now + 90 * day),
    payments: [
      {
        id: 'pay-1',
        createdAt: isoDateTime(now - 30 * day),
        tariffId: 'SUBSCRIPTION_3_MONTHS',
        status: 'succeeded',
        amount: 49000,
        currency: 'RUB',
        method: 'card',
      },
    ],
    supplierId: 'a1b2c3d4',
    supplierName: 'ИП Смирнова А. В.',
    agreeTerms: true,
    authMessageSent: false,
  };
}

/** @type {import('../../generated/schema').SchemaSupplyType[]} */
const supplyTypes = ['BOX', 'SUPERSAFE', 'MONOPALLETE'];

/**
 * `count` triggers, mostly RELEVANT (20 of them running, under the limit of 30 so a new one can be added), over the
 * given warehouses.
 * @param {number} count
 * @param {Warehouse[]} warehouses
 * @param {number} now Unix milliseconds
 * @returns {Trigger[]}
 */
export function generateTriggers(count, warehouses, now, seed = 2) {
  const next = random(seed);
  const today = utcMidnight(now);
  return Array.from({ length: count }, (_, index) => {
    const status = index < count * 0.8 ? 'RELEVANT' : index < count * 0.92 ? 'COMPLETED' : 'EXPIRED';
    const warehouseIds = [
      ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(next, warehouses).ID)),
    ];
    const types = supplyTypes.filter(() => next() < 0.5);
    const searchMode = pick(
      next,
      /** @type {const} */ (['TODAY', 'TOMORROW', 'WEEK', 'UNTIL_FOUND', 'CUSTOM_DATES', 'RANGE']),
    );
    const start = today + (status === 'EXPIRED' ? -20 : Math.floor(next() * 5)) * day;
    const selectedDates =
      searchMode === 'WEEK' || searchMode === 'RANGE' || searchMode === 'CUSTOM_DATES'
        ? [0, 1, 2, 3].map((offset) => isoDateTime(start + offset * day))
        : [];
    return {
      id: index + 1,
      warehouseIds,
      supplyTypes: types.length > 0 ? types : ['BOX'],
      searchMode,
      startDate: isoDateTime(start),
      endDate: searchMode === 'UNTIL_FOUND' ? null : isoDateTime(start + 6 * day + day - 1000),
      selectedDates,
      checkInterval: pick(next, [60, 180, 360, 720, 1440]),
      maxCoefficient: Math.floor(next() * 21),
      isActive: status === 'RELEVANT' && index < 20,
      status,
      lastNotificationAt: next() < 0.5 ? isoDateTime(now - Math.floor(next() * 5 * day)) : null,
      createdAt: isoDateTime(now - (index + 1) * 3600_000),
    };
  });
}

/**
 * `count` autobookings of every status, newest first, served in pages of the contract's 20.
 * @param {number} count
 * @param {Warehouse[]} warehouses
 * @param {number} now Unix milliseconds
 * @returns {Autobooking[]}
 */
export function generateAutobookings(count, warehouses, now, seed = 3) {
  const next = random(seed);
  const today = utcMidnight(now);
  return Array.from({ length: count }, (_, index) => {
    const roll = next();
    const status = roll < 0.6 ? 'ACTIVE' : roll < 0.8 ? 'COMPLETED' : roll < 0.95 ? 'ARCHIVED' : 'ERROR';
    const dateType = pick(next, /** @type {const} */ (['WEEK', 'MONTH', 'CUSTOM_PERIOD', 'CUSTOM_DATES']));
    const start = today + Math.floor(next() * 20 - 5) * day;
    const customDates = dateType === 'CUSTOM_DATES' ? [0, 2, 5].map((offset) => isoDate(start + offset * day)) : [];
    const transit = next() < 0.2 ? pick(next, warehouses) : undefined;
    return {
      id: count - index,
      status,
      warehouseId: pick(next, warehouses).ID,
      transitWarehouseId: transit ? transit.ID : null,
      transitWarehouseName: transit ? transit.name : null,
      supplyType: pick(next, supplyTypes),
      dateType,
      startDate: dateType === 'CUSTOM_DATES' ? null : isoDate(start),
      endDate: dateType === 'CUSTOM_PERIOD' ? isoDate(start + 14 * day) : null,
      customDates,
      completedDates: status === 'COMPLETED' && customDates.length > 0 ? customDates.slice(0, 1) : [],
      maxCoefficient: next() < 0.2 ? null : Math.floor(next() * 21),
      createdAt: isoDateTime(now - index * 600_000),
      draftId: `draft-${1000 + index}`,
    };
  });
}

/** @type {Record<string, Autobooking['status'][]>} */
const groups = { active: ['ACTIVE'], completed: ['COMPLETED'], archive: ['ARCHIVED', 'ERROR'] };

/**
 * One page of the autobookings as GET /api/v1/autobooking answers it, for the query's `group`, `search` (matched
 * against `warehouses`' names), `cursor` and `limit`: keyset paging over the list's order (newest first, then by id).
 * @param {Autobooking[]} all
 * @param {URLSearchParams} [query]
 * @param {Warehouse[]} [warehouses]
 * @returns {AutobookingPage}
 */
export function autobookingPage(all, query = new URLSearchParams(), warehouses = []) {
  const group = query.get('group') ?? 'active';
  const search = (query.get('search') ?? '').toLowerCase().replaceAll('ё', 'е');
  const limit = Number(query.get('limit') ?? 20);
  const names = new Map(
    warehouses.map((warehouse) => [warehouse.ID, warehouse.name.toLowerCase().replaceAll('ё', 'е')]),
  );
  const found = all.filter((booking) => !search || (names.get(booking.warehouseId) ?? '').includes(search));
  const counts = { ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 };
  for (const booking of found) counts[booking.status] += 1;
  const cursor = query.get('cursor');
  /** @type {{ createdAt: string, id: number } | undefined} */
  const after = cursor ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  /** @param {Autobooking} booking */
  const isAfter = (booking) =>
    !after || booking.createdAt < after.createdAt || (booking.createdAt === after.createdAt && booking.id < after.id);
  const inGroup = found.filter((booking) => (groups[group] ?? []).includes(booking.status) && isAfter(booking));
  const items = inGroup.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    inGroup.length > limit && last
      ? Buffer.from(JSON.stringify({ createdAt: last.createdAt, id: last.id })).toString('base64url')
      : null;
  return { items, nextCursor, counts };
}

/**
 * The market table of `warehouses` for the 14 days from `now` (Moscow), every supply type: the contract's order (by
 * warehouse, day, then BOX, MONOPALLETE, SUPERSAFE), with closed days, free ones and the whole paid range.
 * @param {Warehouse[]} warehouses
 * @param {number} now Unix milliseconds
 * @returns {import('../../generated/schema').SchemaMarketCoefficients}
 */
export function generateMarket(warehouses, now, seed = 4) {
  const next = random(seed);
  const observedAt = isoDateTime(now - 60_000);
  // Moscow is UTC+3 all year.
  const moscowToday = utcMidnight(now + 3 * 3_600_000);
  const days = Array.from({ length: 14 }, (_, index) => isoDate(moscowToday + index * day));
  const rows = warehouses.flatMap((warehouse) =>
    days.flatMap((day) =>
      /** @type {const} */ (['BOX', 'MONOPALLETE', 'SUPERSAFE']).map((supplyType) => {
        const roll = next();
        return {
          warehouseId: warehouse.ID,
          day,
          supplyType,
          coefficient: roll < 0.15 ? -1 : roll < 0.3 ? 0 : Math.ceil(next() * 20),
          logisticsCoefficient: next() < 0.1 ? null : 100 + Math.round(next() * 14) * 5,
          allowUnload: roll >= 0.05,
          observedAt,
        };
      }),
    ),
  );
  return {
    source: { available: true, since: null, issue: null, message: null },
    observedAt,
    from: /** @type {string} */ (days[0]),
    to: /** @type {string} */ (days[13]),
    warehouseIds: warehouses.map((warehouse) => warehouse.ID),
    rows,
  };
}
