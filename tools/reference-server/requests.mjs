// The reference server's way through one request: authentication, the test-seller call, the body and the query
// against the contract, the Idempotency-Key, then the business rule of the operation (handlers.mjs); any refusal
// becomes its `Error` answer.
import { isDeepStrictEqual } from 'node:util';
import { validateInitData } from '../../scripts/lib/init-data.mjs';
import { HttpError } from './http-error.mjs';

/** @typedef {import('./server.mjs').Rules} Rules */
/** @typedef {import('./server.mjs').Seller} Seller */
/** @typedef {import('./server.mjs').Answer} Answer */
/** @typedef {import('./server.mjs').Handler} Handler */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('../../scripts/lib/init-data.mjs').InitDataUser} InitDataUser */
/** @typedef {import('../../scripts/lib/openapi.mjs').ContractOperation} ContractOperation */
/**
 * What the way through a request needs beside the business rules' state.
 * @typedef {Rules & {
 *   validator: ReturnType<typeof import('../../scripts/lib/contract-validator.mjs').createContractValidator>,
 *   botToken: string,
 *   maxInitDataAgeSeconds: number,
 *   handlers: object,
 *   errorBody: (code: string, message: string, extra?: Record<string, unknown>) => Record<string, unknown>,
 *   malformed: (message: string, op: ContractOperation) => HttpError,
 *   testCalls: Record<string, (seller: Seller, body: unknown) => unknown>,
 *   settle: (seller: Seller) => void,
 *   answerHeaders: Record<string, Record<string, string>>,
 *   limiter: ReturnType<typeof import('./rate-limit.mjs').rateLimiter> | undefined,
 * }} Pipeline
 */

const idempotencyHeader = 'idempotency-key';
const maxBodyBytes = 64 * 1024;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @param {Pipeline} pipeline
 */
export function requestPipeline(pipeline) {
  const {
    answerHeaders,
    limiter,
    botToken,
    defect,
    errorBody,
    handlers,
    invalid,
    malformed,
    maxInitDataAgeSeconds,
    now,
    queryError,
    sellerOf,
    settle,
    testCalls,
    validator,
  } = pipeline;
  /**
   * @param {string} raw
   * @param {IncomingMessage} request
   * @param {ContractOperation} op
   * @returns {unknown}
   */
  function parseBody(raw, request, op) {
    if (!op.requestBody) return undefined;
    if (!raw && !op.requestBody.required) return undefined;
    const size = Buffer.byteLength(raw);
    if (size > maxBodyBytes || (defect.bodyLimitInclusive && size === maxBodyBytes))
      throw malformed('the body is over 64 KiB', op);
    if (!(request.headers['content-type'] ?? '').startsWith('application/json') && !defect.ignoreContentType) {
      throw malformed('the body must be application/json', op);
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      throw malformed('the body is not valid JSON', op);
    }
    const ignored = [
      ...(defect.allowUnknownFields ? ['additionalProperties'] : []),
      ...(defect.ignoreBounds ? ['minimum', 'maximum', 'maxLength', 'maxItems'] : []),
    ];
    const violations = validator
      .validate(op.requestBody.schemaPointer ?? '', body)
      .filter((v) => !ignored.some((keyword) => v.rule.startsWith(`${keyword} `)));
    if (violations.length) {
      throw invalid(violations.map((v) => ({ path: v.path === '/' ? '' : v.path, message: v.message })));
    }
    return body;
  }

  /**
   * @param {URLSearchParams} query
   * @param {ContractOperation} op
   */
  function checkQuery(query, op) {
    const known = op.parameters.filter((p) => p.in === 'query');
    for (const name of new Set(query.keys())) {
      if (!known.some((p) => p.name === name)) throw invalid([queryError(name, 'is not a parameter of this call')]);
      if (query.getAll(name).length > 1) throw invalid([queryError(name, 'is repeated')]);
    }
    for (const parameter of known) {
      const raw = query.get(parameter.name);
      if (raw === null) {
        if (parameter.required) throw invalid([queryError(parameter.name, 'is required')]);
        continue;
      }
      const type = parameter.schema?.type;
      /** @param {string} text @param {unknown} itemType */
      const typed = (text, itemType) =>
        (itemType === 'integer' || itemType === 'number') && text.trim() !== ''
          ? Number(text)
          : itemType === 'boolean' && (text === 'true' || text === 'false')
            ? text === 'true'
            : text;
      // An array parameter is sent comma-separated (`style: form, explode: false`).
      const value =
        type === 'array'
          ? raw
              .split(',')
              .map((item) => typed(item, /** @type {{ items?: { type?: unknown } }} */ (parameter.schema)?.items?.type))
          : typed(raw, type);
      const violations = validator.validateValue(parameter.schema ?? {}, value);
      const [first] = violations;
      if (first) throw invalid([queryError(parameter.name, first.message)]);
    }
  }

  /**
   * Runs one request through authentication, validation, idempotency and the handler.
   * @param {IncomingMessage} request
   * @param {string} raw
   * @param {URL} url
   * @param {ContractOperation | undefined} op
   * @returns {Answer}
   */
  function answer(request, raw, url, op) {
    // The staging-only test calls (the contract's Test sellers section), authenticated like every operation.
    const testCall = testCalls[`${request.method} ${url.pathname}`];
    const unknownRoute = () => ({ status: 404, body: errorBody('not_found', 'Объект не найден') });
    if (!op && !testCall && !defect.authenticateBeforeRouting) return unknownRoute();
    try {
      /** @type {InitDataUser} */
      let user = { id: 0 };
      const authenticates = op ? op.security.length > 0 : !(testCall && defect.testCallsSkipAuthentication);
      if (authenticates && !defect.skipAuthentication) {
        const initData = request.headers['x-init-data'];
        const identity = validateInitData(typeof initData === 'string' ? initData : undefined, {
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
      if (!op && !testCall) return unknownRoute();
      if (!op) {
        let body;
        try {
          body = JSON.parse(raw);
        } catch {
          throw new HttpError(400, 'malformed_request', 'Тело запроса не является JSON');
        }
        const seller = sellerOf(user);
        settle(seller);
        return { status: 200, body: testCall?.(seller, body) };
      }
      const wait = op.security.length ? limiter?.admit(user.id, op) : 0;
      if (wait)
        return {
          status: 429,
          headers: { 'retry-after': String(wait) },
          body: errorBody('rate_limited', 'Слишком много запросов. Попробуйте немного позже'),
        };
      const key = request.headers[idempotencyHeader];
      const takesKey = op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === idempotencyHeader);
      const body = defect.storesRefusedRequests
        ? storingRefusal(() => parseBody(raw, request, op), sellerOf(user), takesKey && key, op, raw)
        : parseBody(raw, request, op);
      checkQuery(url.searchParams, op);
      if (takesKey && typeof key === 'string' && !uuidPattern.test(key))
        throw invalid([{ path: `/${idempotencyHeader}`, message: 'must be a UUID', in: 'header' }]);
      const seller = sellerOf(user);
      settle(seller);
      const handler = /** @type {Record<string, Handler | undefined>} */ (handlers)[op.operationId];
      if (!handler) throw new Error(`The reference server has no rules for ${op.operationId}.`);
      const run = () => ({
        status: 200,
        body: structuredClone(handler(seller, body, url.searchParams)),
        ...(answerHeaders[op.operationId] ? { headers: answerHeaders[op.operationId] } : {}),
      });
      if (typeof key !== 'string' || defect.ignoreIdempotencyKey || !takesKey) return run();
      // The first definite answer per seller, operation and key is kept and repeated; another body is a conflict.
      const storeKey = `${op.operationId} ${key}`;
      const stored = seller.idempotency.get(storeKey);
      if (stored && !isDeepStrictEqual(JSON.parse(stored.raw), body))
        throw new HttpError(409, 'idempotency_conflict', 'Повторный запрос с другими данными');
      if (stored) return { ...structuredClone(stored.answer), headers: { 'idempotent-replayed': 'true' } };
      const result = attempt(run);
      if (result.status < 500) seller.idempotency.set(storeKey, { raw, answer: structuredClone(result) });
      return result;
    } catch (error) {
      return errorAnswer(error);
    }
  }

  /**
   * The broken way of storing a request the request contract refused under its Idempotency-Key, so that the
   * corrected request with the same key is a conflict.
   * @param {() => unknown} parse
   * @param {Seller} seller
   * @param {unknown} key
   * @param {ContractOperation} op
   * @param {string} raw
   */
  function storingRefusal(parse, seller, key, op, raw) {
    try {
      return parse();
    } catch (error) {
      if (typeof key === 'string' && error instanceof HttpError)
        seller.idempotency.set(`${op.operationId} ${key}`, { raw, answer: errorAnswer(error) });
      throw error;
    }
  }

  /**
   * @param {() => Answer} run
   * @returns {Answer}
   */
  function attempt(run) {
    try {
      return run();
    } catch (error) {
      return errorAnswer(error);
    }
  }

  /**
   * @param {unknown} error
   * @returns {Answer}
   */
  function errorAnswer(error) {
    if (error instanceof HttpError)
      return { status: error.status, body: errorBody(error.code, error.message, error.extra) };
    console.error(error);
    return {
      status: 500,
      body: errorBody('internal_error', 'Внутренняя ошибка сервера', { detail: 'Попробуйте позже' }),
    };
  }

  return { answer };
}
