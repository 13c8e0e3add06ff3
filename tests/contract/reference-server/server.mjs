// A reference backend: a small in-memory implementation of openapi.yaml, for the conformance kit's own tests and as
// living documentation for backend teams of what the contract asks (authentication, validation, idempotency,
// the business rules of triggers, autobookings and payments). The marketplace data (suppliers, drafts, goods,
// warehouses, transits) are the contract's named examples. Not for production: state lives in memory.
//
//   node tests/contract/reference-server/server.mjs --port=4171 --bot-token=<token>
//   npm run contract:verify -- http://127.0.0.1:4171 --bot-token=<token>
//
// Every seller (Telegram user id) starts as a staging test seller should: terms accepted, a supplier linked,
// a 30-day subscription and 10 autobooking credits.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createContractValidator } from '../../../scripts/lib/contract-validator.mjs';
import { validateInitData } from '../../../scripts/lib/init-data.mjs';
import { loadContract } from '../../../scripts/lib/openapi.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const dayMs = 24 * 60 * 60 * 1000;
const moscowOffsetMs = 3 * 60 * 60 * 1000;
const activeTriggerLimit = 30;
const pageSize = 20;
const idempotencyHeader = 'idempotency-key';

/** Prices in rubles (discount included), until the contract lists tariffs. */
const rublePrices = {
  sub_1m: 190,
  sub_3m: 490,
  sub_6m: 890,
  sub_12m: 1590,
  pack_1: 210,
  pack_5: 950,
  pack_10: 1790,
  pack_30: 5150,
  pack_100: 17400,
};

/** Each contract is read once per process. */
const contracts = new Map();
function contractAt(file) {
  if (!contracts.has(file)) {
    const contract = loadContract(file);
    contracts.set(file, { contract, validator: createContractValidator(contract) });
  }
  return contracts.get(file);
}

class HttpError extends Error {
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** `yyyy-mm-dd` of the Moscow calendar day at `ms`. */
const moscowDay = (ms) => new Date(ms + moscowOffsetMs).toISOString().slice(0, 10);

/**
 * @param {{ botToken: string, maxInitDataAgeSeconds?: number, now?: () => number, defect?: Defect, contractFile?: string }} options
 * @typedef {{ skipAuthentication?: boolean, ignoreIdempotencyKey?: boolean, pagesByOffset?: boolean, ignoreCursor?: boolean, respond?: (answer: Answer, request: { operationId: string, method: string }) => Answer }} Defect
 *   A deliberate deviation, for the conformance kit's tests.
 * @typedef {{ status: number, body?: unknown, contentType?: string, text?: string }} Answer
 */
export function createReferenceServer({
  botToken,
  maxInitDataAgeSeconds = 24 * 60 * 60,
  now = () => Date.now(),
  defect = {},
  contractFile = path.join(root, 'openapi.yaml'),
}) {
  const { contract, validator } = contractAt(contractFile);
  const errorSchema = contract.document.components.schemas.Error;
  const example = (operationId, status, name) =>
    structuredClone(operation(operationId).responses[status].examples[name]);
  const operation = (operationId) => contract.operations.find((o) => o.operationId === operationId);
  const routes = contract.operations.map((o) => ({
    operation: o,
    pattern: new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  }));

  const suppliers = example('listSuppliers', '200', 'several').data;
  const drafts = example('listDrafts', '200', 'several').data;
  const goods = example('listDraftGoods', '200', 'several').data;
  const warehouses = example('listWarehouses', '200', 'all');
  const transits = example('listTransitWarehouses', '200', 'several').data;
  const warehouseValidation = example('validateWarehouse', '200', 'allTypes');

  const seedTriggers = example('listTriggers', '200', 'mixed');
  const seedAutobookings = ['firstPage', 'lastPage', 'completed', 'archive'].flatMap(
    (name) => example('listAutobookings', '200', name).items,
  );
  let nextId = 100_000;
  const sellers = new Map();
  function sellerOf(user) {
    if (!sellers.has(user.id)) {
      sellers.set(user.id, {
        profile: {
          name: [user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.id),
          autobookingCount: 10,
          subscriptionExpiresAt: new Date(now() + 30 * dayMs).toISOString(),
          payments: [],
          supplierId: suppliers[0].id,
          supplierName: suppliers[0].name,
          agreeTerms: true,
          authMessageSent: true,
        },
        // Some history, as a seller of the contract's examples has it, so lists page and filter.
        triggers: structuredClone(seedTriggers),
        autobookings: structuredClone(seedAutobookings),
        idempotency: new Map(),
      });
    }
    return sellers.get(user.id);
  }

  /** The `Error` body; `code` only once the contract's Error has one. */
  function errorBody(code, message, extra = {}) {
    return { ...('code' in (errorSchema.properties ?? {}) ? { code } : {}), message, ...extra };
  }

  const notFound = () => new HttpError(404, 'not_found', 'Объект не найден');
  const invalid = (errors) => new HttpError(422, 'validation_failed', 'Некорректный запрос', { errors });
  /** A query parameter's error: a JSON pointer to it, and where it is when the contract's field errors say so. */
  const queryError = (name, message) => ({ path: `/${name}`, message, ...(fieldErrorHasIn ? { in: 'query' } : {}) });
  const { schemas } = contract.document.components;
  const fieldErrorHasIn = 'in' in ((schemas.FieldError ?? schemas.Error.properties.errors.items).properties ?? {});
  /** A body that is not JSON: 400 where the contract has a code for it, else a validation failure. */
  const malformed = (message, op) =>
    op.responses['400'] && 'ErrorCode' in schemas
      ? new HttpError(400, 'malformed_request', 'Тело запроса не является JSON')
      : invalid([{ path: '', message }]);
  const findTrigger = (seller, id) => seller.triggers.find((t) => t.id === id) ?? throwError(notFound());
  const findAutobooking = (seller, id) => seller.autobookings.find((a) => a.id === id) ?? throwError(notFound());
  function throwError(error) {
    throw error;
  }
  const activeTriggers = (seller) => seller.triggers.filter((t) => t.isActive && t.status === 'RELEVANT').length;

  /** The business rules, per operation: (seller, body, query) → the 200 body. */
  const handlers = {
    getUser: (seller) => seller.profile,
    updateUser(seller, body) {
      if ('agreeTerms' in body) {
        seller.profile.agreeTerms = true;
      } else {
        // Identity and names come from the marketplace, never from the client.
        const supplier = suppliers.find((s) => s.id === body.supplierId);
        if (!supplier) {
          if (operation('updateUser').responses['403'])
            throw new HttpError(403, 'supplier_not_owned', 'Этот поставщик недоступен вашему аккаунту');
          throw invalid([{ path: '/supplierId', message: 'not one of your suppliers' }]);
        }
        seller.profile.supplierId = supplier.id;
        seller.profile.supplierName = supplier.name;
      }
      return { success: true };
    },
    initAuth(seller) {
      seller.profile.authMessageSent = true;
      return { success: true };
    },
    logout(seller) {
      seller.profile.supplierId = null;
      seller.profile.supplierName = null;
      return { success: true };
    },
    validateSupplierAuth: (seller) => ({ success: true, data: { valid: seller.profile.supplierId !== null } }),
    listSuppliers: () => ({ success: true, data: suppliers }),
    listDrafts: (seller, body) => ({ data: drafts.slice(0, body.limit) }),
    listDraftGoods: (seller, body) => ({ data: drafts.some((d) => d.ID === body.draftID) ? goods : [] }),
    listTriggers: (seller) => [...seller.triggers].sort(newestFirst),
    createTrigger(seller, body) {
      if (activeTriggers(seller) >= activeTriggerLimit) {
        throw new HttpError(409, 'trigger_limit_reached', 'Достигнут лимит активных таймслотов', {
          detail: `Активно ${activeTriggerLimit} из ${activeTriggerLimit}`,
        });
      }
      const trigger = {
        id: nextId++,
        ...body,
        isActive: true,
        status: 'RELEVANT',
        lastNotificationAt: null,
        createdAt: new Date(now()).toISOString(),
      };
      seller.triggers.push(trigger);
      return trigger;
    },
    updateTrigger(seller, { triggerId, ...settings }) {
      const trigger = findTrigger(seller, triggerId);
      if (trigger.status !== 'RELEVANT')
        throw new HttpError(409, 'trigger_not_relevant', 'Не удалось обновить таймслот', {
          detail: 'Таймслот завершен или истек',
        });
      Object.assign(trigger, settings);
      return trigger;
    },
    toggleTrigger(seller, body) {
      const trigger = findTrigger(seller, body.triggerId);
      const refused = (detail) =>
        new HttpError(409, 'toggle_rejected', 'Не удалось изменить статус таймслота', { detail });
      if (trigger.status !== 'RELEVANT') throw refused('Таймслот завершен или истек');
      // A desired state when the contract has one, else a flip.
      const wanted = typeof body.isActive === 'boolean' ? body.isActive : !trigger.isActive;
      if (wanted && !trigger.isActive && activeTriggers(seller) >= activeTriggerLimit) {
        throw refused(`Достигнут лимит активных таймслотов: ${activeTriggerLimit} из ${activeTriggerLimit}`);
      }
      trigger.isActive = wanted;
      return trigger;
    },
    deleteTrigger(seller, body) {
      const trigger = findTrigger(seller, body.triggerId);
      seller.triggers.splice(seller.triggers.indexOf(trigger), 1);
      return { success: true };
    },
    listWarehouses: () => warehouses,
    listTransitWarehouses: () => ({ success: true, data: transits }),
    validateWarehouse: () => warehouseValidation,
    listAutobookings(seller, body, query) {
      if (!seller.profile.agreeTerms)
        throw new HttpError(403, 'terms_not_accepted', 'Необходимо принять условия использования');
      const all = [...seller.autobookings].sort(newestFirst);
      const counts = { ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 };
      if (!operation('listAutobookings').parameters.some((p) => p.name === 'cursor')) {
        for (const booking of all) counts[booking.status]++;
        const page = Number(query.get('page') ?? 1);
        const items = all.slice((page - 1) * pageSize, page * pageSize);
        return { items, counts, currentPage: page, nextPage: all.length > page * pageSize ? page + 1 : null };
      }
      return autobookingsByCursor(all, counts, query);
    },
    createAutobooking(seller, body) {
      const { profile } = seller;
      if (!profile.subscriptionExpiresAt || Date.parse(profile.subscriptionExpiresAt) <= now()) {
        throw new HttpError(
          403,
          'subscription_inactive',
          'Ваша подписка истекла. Продлите её, чтобы создавать автобронирования',
        );
      }
      const cost = body.dateType === 'CUSTOM_DATES' ? (body.customDates ?? []).length : 1;
      if (profile.autobookingCount < cost)
        throw new HttpError(403, 'no_credits', 'Недостаточно автобронирований на балансе');
      profile.autobookingCount -= cost;
      const booking = {
        id: nextId++,
        status: 'ACTIVE',
        warehouseId: body.warehouseId,
        transitWarehouseId: body.transitWarehouseId ?? null,
        transitWarehouseName: body.transitWarehouseName ?? null,
        supplyType: body.supplyType,
        dateType: body.dateType,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        customDates: body.customDates ?? [],
        completedDates: [],
        maxCoefficient: body.maxCoefficient,
        createdAt: new Date(now()).toISOString(),
        draftId: body.draftId,
      };
      seller.autobookings.push(booking);
      return booking;
    },
    updateAutobooking(seller, { id, ...changes }) {
      const booking = findAutobooking(seller, id);
      if (changes.status === 'ACTIVE' && booking.status !== 'ACTIVE' && lastDay(booking) < moscowDay(now())) {
        throw new HttpError(409, 'autobooking_expired', 'Срок автобронирования истек');
      }
      Object.assign(booking, changes);
      return { success: true };
    },
    deleteAutobooking(seller, body) {
      const booking = findAutobooking(seller, body.id);
      if (!['ARCHIVED', 'ERROR'].includes(booking.status))
        throw new HttpError(409, 'autobooking_active', 'Сначала отправьте автобронирование в архив');
      const refundedCount =
        booking.dateType === 'CUSTOM_DATES'
          ? booking.customDates.filter((d) => !booking.completedDates.includes(d)).length
          : booking.completedDates.length
            ? 0
            : 1;
      seller.profile.autobookingCount += refundedCount;
      seller.autobookings.splice(seller.autobookings.indexOf(booking), 1);
      return { success: true, refundedCount };
    },
    listTariffs: () => tariffList(),
    createPayment(seller, body) {
      const id = randomUUID();
      const { price, currency } = priceOf(body.tariffId);
      seller.profile.payments.unshift({
        id,
        createdAt: new Date(now()).toISOString(),
        tariffId: body.tariffId,
        status: 'pending',
        amount: price,
        currency,
      });
      return {
        id,
        status: 'pending',
        confirmation: { confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}` },
      };
    },
  };

  /** The price list: the contract's tariffs example once it has one. */
  function tariffList() {
    const op = operation('listTariffs');
    return op
      ? structuredClone(Object.values(op.responses['200'].examples)[0] ?? op.responses['200'].example)
      : undefined;
  }

  function priceOf(tariffId) {
    const list = tariffList();
    const tariff = list && [...(list.plans ?? []), ...(list.packs ?? [])].find((t) => t.id === tariffId);
    if (tariff) return { price: tariff.price, currency: tariff.currency };
    // Until the contract lists tariffs: this table, in kopecks where amounts are integers, else in rubles.
    const inKopecks = contract.document.components.schemas.Payment.properties.amount.type === 'integer';
    return { price: rublePrices[tariffId] * (inKopecks ? 100 : 1), currency: 'RUB' };
  }

  /** Newest first: by creation time, then by id. */
  function newestFirst(a, b) {
    return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  }

  /**
   * Keyset paging: the cursor holds the group, the search and the (createdAt, id) of the last item returned, so
   * creations and deletions between pages never make a page skip or repeat an item. `counts` follow the search.
   */
  function autobookingsByCursor(all, counts, query) {
    const group = query.get('group') ?? 'active';
    const search = normalise(query.get('search') ?? '');
    const limit = Number(query.get('limit') ?? pageSize);
    const groups = { active: ['ACTIVE'], completed: ['COMPLETED'], archive: ['ARCHIVED', 'ERROR'] };
    const names = new Map(warehouses.map((w) => [w.ID, normalise(w.name)]));
    const found = all.filter((b) => !search || (names.get(b.warehouseId) ?? '').includes(search));
    for (const booking of found) counts[booking.status]++;
    let after;
    if (query.get('cursor')) {
      try {
        after = JSON.parse(Buffer.from(query.get('cursor'), 'base64url').toString('utf8'));
      } catch {
        after = undefined;
      }
      if (!after || after.group !== group || after.search !== search)
        throw invalid([queryError('cursor', 'not a cursor of this list')]);
    }
    // Broken on purpose: every page is the first one again.
    if (defect.ignoreCursor) after = undefined;
    if (defect.pagesByOffset) {
      // Broken on purpose: the cursor is a position by count (a page number in disguise), so a booking that leaves
      // the list before it moves every later one back and the next page skips one.
      const inGroup = found.filter((b) => groups[group].includes(b.status));
      const offset = after?.offset ?? 0;
      const items = inGroup.slice(offset, offset + limit);
      const nextCursor =
        inGroup.length > offset + limit
          ? Buffer.from(JSON.stringify({ group, search, offset: offset + limit })).toString('base64url')
          : null;
      return { items, nextCursor, counts };
    }
    const inGroup = found.filter((b) => groups[group].includes(b.status) && (!after || newestFirst(b, after) > 0));
    const items = inGroup.slice(0, limit);
    const last = items.at(-1);
    const nextCursor =
      inGroup.length > limit && last
        ? Buffer.from(JSON.stringify({ group, search, createdAt: last.createdAt, id: last.id })).toString('base64url')
        : null;
    return { items, nextCursor, counts };
  }

  /** Case-insensitive, ё as е. */
  function normalise(text) {
    return text.toLowerCase().replaceAll('ё', 'е');
  }

  function lastDay(booking) {
    if (booking.dateType === 'CUSTOM_DATES') return [...booking.customDates].sort().at(-1) ?? '';
    if (booking.dateType === 'CUSTOM_PERIOD') return booking.endDate ?? '';
    const start = Date.parse(`${booking.startDate}T00:00:00Z`);
    return new Date(start + (booking.dateType === 'WEEK' ? 6 : 30) * dayMs).toISOString().slice(0, 10);
  }

  function parseBody(raw, request, op) {
    if (!op.requestBody) return undefined;
    if (!raw && !op.requestBody.required) return undefined;
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
      throw malformed('the body must be application/json', op);
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      throw malformed('the body is not valid JSON', op);
    }
    const violations = validator.validate(op.requestBody.schemaPointer, body);
    if (violations.length) {
      throw invalid(violations.map((v) => ({ path: v.path === '/' ? '' : v.path, message: v.message })));
    }
    return body;
  }

  function checkQuery(query, op) {
    for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
      const raw = query.get(parameter.name);
      if (raw === null) {
        if (parameter.required) throw invalid([queryError(parameter.name, 'is required')]);
        continue;
      }
      const numeric = ['integer', 'number'].includes(parameter.schema?.type);
      const value = numeric && raw.trim() !== '' ? Number(raw) : raw;
      const violations = validator.validateValue(parameter.schema ?? {}, value);
      if (violations.length) throw invalid([queryError(parameter.name, violations[0].message)]);
    }
  }

  /** Runs one request through authentication, validation, idempotency and the handler. */
  function answer(request, raw, url, op) {
    if (!op) return { status: 404, body: errorBody('not_found', 'Объект не найден') };
    try {
      let user = { id: 0 };
      if (op.security.length && !defect.skipAuthentication) {
        const identity = validateInitData(request.headers['x-init-data'], {
          botToken,
          maxAgeSeconds: maxInitDataAgeSeconds,
          now: now(),
        });
        if (!identity.ok) {
          const expired = identity.reason === 'expired';
          throw new HttpError(
            401,
            expired ? 'init_data_expired' : 'unauthorized',
            expired ? 'Сессия устарела, откройте приложение заново' : 'Не удалось подтвердить пользователя Telegram',
          );
        }
        user = identity.user;
      }
      checkQuery(url.searchParams, op);
      const body = parseBody(raw, request, op);
      const seller = sellerOf(user);
      const run = () => ({
        status: 200,
        body: structuredClone(handlers[op.operationId](seller, body, url.searchParams)),
      });
      const key = request.headers[idempotencyHeader];
      if (
        typeof key !== 'string' ||
        defect.ignoreIdempotencyKey ||
        !op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === idempotencyHeader)
      )
        return run();
      // The first definite answer per seller, operation and key is kept and repeated; another body is a conflict.
      const storeKey = `${op.operationId} ${key}`;
      const stored = seller.idempotency.get(storeKey);
      if (stored && stored.raw !== raw)
        throw new HttpError(409, 'idempotency_conflict', 'Повторный запрос с другими данными');
      if (stored) return { ...structuredClone(stored.answer), headers: { 'idempotent-replayed': 'true' } };
      const result = attempt(run);
      if (result.status < 500) seller.idempotency.set(storeKey, { raw, answer: structuredClone(result) });
      return result;
    } catch (error) {
      return errorAnswer(error);
    }
  }

  function attempt(run) {
    try {
      return run();
    } catch (error) {
      return errorAnswer(error);
    }
  }

  function errorAnswer(error) {
    if (error instanceof HttpError)
      return { status: error.status, body: errorBody(error.code, error.message, error.extra) };
    console.error(error);
    return {
      status: 500,
      body: errorBody('internal_error', 'Внутренняя ошибка сервера', { detail: 'Попробуйте позже' }),
    };
  }

  return http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const op = routes.find((r) => r.operation.method === request.method && r.pattern.test(url.pathname))?.operation;
      let result = answer(request, Buffer.concat(chunks).toString('utf8'), url, op);
      if (defect.respond)
        result = defect.respond(result, { operationId: op?.operationId ?? '', method: request.method ?? '' });
      const text = result.text ?? JSON.stringify(result.body);
      response.writeHead(result.status, {
        ...result.headers,
        'content-type': result.contentType ?? 'application/json; charset=utf-8',
      });
      response.end(text);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const botToken = option('bot-token') ?? process.env.BOT_TOKEN;
  if (!botToken) {
    console.error('Usage: node tests/contract/reference-server/server.mjs --port=<n> --bot-token=<token>');
    process.exit(2);
  }
  const port = Number(option('port') ?? 4171);
  createReferenceServer({
    botToken,
    ...(option('contract') ? { contractFile: path.resolve(option('contract')) } : {}),
  }).listen(port, '127.0.0.1', () => console.log(`Reference backend on http://127.0.0.1:${port}`));
}
