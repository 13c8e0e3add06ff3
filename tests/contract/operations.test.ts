// Every operation of the contract, called through the generated client against Prism mocking openapi.yaml.
// Prism checks each request against the contract and each answer it serves against the response schema, and
// reports what is wrong in the `sl-violations` header: the fetch wrapper records every one. The one file of the
// suite that calls Prism starts it (on CONTRACT_PRISM_PORT, or 4011), so a run of the other files starts none.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '../../src/api/contract-client';
import { operationExamples, operationOf, operations, type OperationId } from '../../generated/operations';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { startPrism } from '../../scripts/lib/prism.mjs';
import { preferHeader, scenarioNames, selectionFor } from '../../src/dev/mock-scenarios';

interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

interface RecordedCall {
  operationId: OperationId | undefined;
  method: string;
  url: string;
  status: number;
  violations: Violation[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const contract = loadContract(path.join(root, 'openapi.yaml'));
// A start budget for a busy machine (CI runs this beside the e2e suite, as an idle task): Prism reads the whole contract.
const prism = await startPrism({
  args: ['mock', 'openapi.yaml'],
  port: Number(process.env.CONTRACT_PRISM_PORT ?? 4011),
  timeoutMs: 180_000,
});
afterAll(() => prism.stop());
const prismUrl = prism.url;
const operationIds = Object.keys(operations) as OperationId[];

/**
 * A generated client on Prism whose fetch records every call and the violations Prism reports for it.
 * `initData: null` sends no x-init-data header.
 */
function recordingClient(initData: string | null = 'query_id=contract-test&user=%7B%22id%22%3A1%7D&hash=test') {
  const calls: RecordedCall[] = [];
  const api = createApiClient({
    baseUrl: prismUrl,
    getInitData: () => initData ?? undefined,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      const header = response.headers.get('sl-violations');
      calls.push({
        operationId: operationOf(request.method, new URL(request.url).pathname),
        method: request.method,
        url: request.url,
        status: response.status,
        violations: header ? (JSON.parse(header) as Violation[]) : [],
      });
      return response;
    },
  });
  return { api, calls };
}

type Headers = Record<string, string>;
type Call = (api: ApiClient, headers: Headers) => Promise<{ data?: unknown; response: Response }>;

const draftId = '6f1c2b7e-0a44-4c1e-9d53-1b2a3c4d5e60';

/** One valid call per operation, typed by the generated client; `satisfies` makes tsc reject a missing one. */
const validCalls = {
  getUser: (api, headers) => api.GET('/api/v1/user', { headers }),
  updateUser: (api, headers) => api.POST('/api/v1/user/update', { body: { agreeTerms: true }, headers }),
  initAuth: (api, headers) => api.GET('/api/v1/user/auth/init', { headers }),
  logout: (api, headers) => api.POST('/api/v1/user/auth/logout', { headers }),
  validateSupplierAuth: (api, headers) => api.POST('/api/v1/suppliers/auth/validate', { headers }),
  listSuppliers: (api, headers) => api.GET('/api/v1/suppliers/info', { headers }),
  listDrafts: (api, headers) => api.POST('/api/v1/suppliers/drafts/list', { body: { limit: 20 }, headers }),
  listDraftGoods: (api, headers) => api.POST('/api/v1/suppliers/goods/draft', { body: { draftID: draftId }, headers }),
  listTriggers: (api, headers) => api.GET('/api/v1/triggers', { headers }),
  createTrigger: (api, headers) =>
    api.POST('/api/v1/triggers', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: {
        warehouseIds: [507, 117501, 2737],
        supplyTypes: ['BOX', 'SUPERSAFE'],
        checkInterval: 60,
        maxCoefficient: 20,
        searchMode: 'CUSTOM_DATES',
        startDate: '2026-11-25T00:00:00.000Z',
        endDate: '2026-11-28T23:59:59.999Z',
        selectedDates: ['2026-11-25T00:00:00.000Z', '2026-11-28T00:00:00.000Z'],
      },
      headers,
    }),
  updateTrigger: (api, headers) =>
    api.PUT('/api/v1/triggers', {
      body: {
        triggerId: 116,
        warehouseIds: [2737],
        supplyTypes: ['MONOPALLETE'],
        checkInterval: 1440,
        maxCoefficient: 0,
        searchMode: 'UNTIL_FOUND',
        startDate: '2026-11-21T00:00:00.000Z',
        endDate: null,
        selectedDates: [],
      },
      headers,
    }),
  deleteTrigger: (api, headers) => api.DELETE('/api/v1/triggers', { body: { triggerId: 110 }, headers }),
  toggleTrigger: (api, headers) => api.PATCH('/api/v1/triggers', { body: { triggerId: 116, isActive: true }, headers }),
  listTriggerFinds: (api, headers) =>
    api.GET('/api/v1/triggers/finds', { params: { query: { triggerId: 118, limit: 20 } }, headers }),
  listWarehouses: (api, headers) => api.GET('/api/v1/warehouses', { headers }),
  listMarketCoefficients: (api, headers) =>
    api.GET('/api/v1/warehouses/coefficients', {
      params: { query: { warehouseIds: [507, 117501], days: 14 } },
      querySerializer: { array: { style: 'form', explode: false } },
      headers,
    }),
  listTransitWarehouses: (api, headers) =>
    api.POST('/api/v1/warehouses/transits', { body: { warehouseId: 117501 }, headers }),
  validateWarehouse: (api, headers) =>
    api.POST('/api/v1/warehouses/validate', {
      body: { draftID: draftId, warehouseId: 117501, transitWarehouseId: 210127 },
      headers,
    }),
  listAutobookings: (api, headers) =>
    api.GET('/api/v1/autobooking', {
      params: { query: { group: 'archive', search: 'Коледино', cursor: 'eyJpIjo5MDEwfQ', limit: 10 } },
      headers,
    }),
  createAutobooking: (api, headers) =>
    api.POST('/api/v1/autobooking', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: {
        draftId,
        warehouseId: 117501,
        transitWarehouseId: 210127,
        supplyType: 'MONOPALLETE',
        dateType: 'CUSTOM_DATES',
        customDates: ['2026-11-25', '2026-11-27'],
        maxCoefficient: 0,
      },
      headers,
    }),
  updateAutobooking: (api, headers) =>
    api.PUT('/api/v1/autobooking', { body: { id: 9014, status: 'ARCHIVED' }, headers }),
  deleteAutobooking: (api, headers) => api.DELETE('/api/v1/autobooking', { body: { id: 9003 }, headers }),
  listAutobookingAttempts: (api, headers) =>
    api.GET('/api/v1/autobooking/attempts', { params: { query: { id: 9014, limit: 20 } }, headers }),
  listTariffs: (api, headers) => api.GET('/api/v1/tariffs', { headers }),
  createPayment: (api, headers) =>
    api.POST('/api/v1/payments/create', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { tariffId: 'pack_10', email: 'seller@example.ru' },
      headers,
    }),
  setSubscriptionRenewal: (api, headers) =>
    api.PUT('/api/v1/subscription/renewal', { body: { autoRenew: true }, headers }),
} satisfies Record<OperationId, Call>;

function contractOperation(id: OperationId) {
  const operation = contract.operations.find((o) => o.operationId === id);
  if (!operation) throw new Error(`${id} is in generated/operations.ts but not in openapi.yaml: run npm run gen`);
  return operation;
}

/** The success status Prism answers with when nothing is preferred. */
function successStatus(id: OperationId) {
  const status = Object.keys(contractOperation(id).responses).find((s) => s.startsWith('2'));
  if (!status) throw new Error(`${id} documents no success answer`);
  return status;
}

/** The body a status answers with: the named example, else the first named example, else the single example. */
function documentedBody(id: OperationId, status: string, example?: string): unknown {
  const response = contractOperation(id).responses[status];
  if (!response) throw new Error(`${id} documents no ${status} answer`);
  if (example !== undefined) {
    if (!(example in response.examples)) throw new Error(`${id} ${status} has no example "${example}"`);
    return response.examples[example];
  }
  const names = Object.keys(response.examples);
  return names.length ? response.examples[names[0]!] : response.example;
}

/** Calls one operation and returns what it answered: the data for 2xx, the ApiError otherwise. */
async function answerOf(api: ApiClient, id: OperationId, headers: Headers = {}) {
  try {
    const { data, response } = await validCalls[id](api, headers);
    return { status: response.status, body: data as unknown };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, body: error.body as unknown, error };
  }
}

describe('every operation, with valid requests', () => {
  const { api, calls } = recordingClient();

  it.each(operationIds)('%s answers its documented success example with no violations', async (id) => {
    const before = calls.length;
    const answer = await answerOf(api, id);
    const made = calls.slice(before);

    expect(made.map((c) => c.operationId)).toEqual([id]);
    expect(made.flatMap((c) => c.violations)).toEqual([]);
    expect(answer.status).toBe(Number(successStatus(id)));
    expect(answer.body).toEqual(documentedBody(id, successStatus(id)));
  });

  it('accepts the other shape of updateUser (choosing a supplier)', async () => {
    const before = calls.length;
    const { data } = await api.POST('/api/v1/user/update', {
      body: { supplierId: 'c2f6a1b4-7d3e-4f60-9a1b-2e5c8d9f0a11' },
    });
    expect(data).toEqual({ success: true });
    expect(calls.slice(before).flatMap((c) => c.violations)).toEqual([]);
  });

  it('exercised every operation of generated/operations.ts, and Prism reported no violation at all', () => {
    const exercised = new Set(calls.map((c) => c.operationId));
    expect(operationIds.filter((id) => !exercised.has(id))).toEqual([]);
    expect(calls.filter((c) => c.operationId === undefined).map((c) => `${c.method} ${c.url}`)).toEqual([]);
    expect(calls.flatMap((c) => c.violations)).toEqual([]);
  });
});

describe('named examples, selected with Prefer', () => {
  const { api, calls } = recordingClient();
  const cases = operationIds.flatMap((id) =>
    Object.entries(operationExamples[id] as Record<string, readonly string[]>).flatMap(([status, names]) =>
      names.map((example) => ({ id, status, example })),
    ),
  );

  it('covers the examples the mock scenarios rely on', () => {
    expect(cases).toContainEqual({ id: 'createAutobooking', status: '403', example: 'noCredits' });
    expect(cases).toContainEqual({ id: 'listAutobookings', status: '200', example: 'lastPage' });
    expect(cases.length).toBeGreaterThan(operationIds.length);
  });

  it.each(cases.map((c) => [c.id, c.status, c.example, c] as const))(
    '%s answers %s with example "%s"',
    async (_i, _s, _e, { id, status, example }) => {
      const before = calls.length;
      const answer = await answerOf(api, id, { Prefer: `code=${status}, example=${example}` });
      expect(answer.status).toBe(Number(status));
      expect(answer.body).toEqual(documentedBody(id, status, example));
      if (!status.startsWith('2')) expect(answer.error).toBeInstanceOf(ApiError);
      expect(calls.slice(before).flatMap((c) => c.violations)).toEqual([]);
    },
  );

  it('answers 403 noCredits to createAutobooking as an ApiError the app can read', async () => {
    const answer = await answerOf(api, 'createAutobooking', { Prefer: 'code=403, example=noCredits' });
    expect(answer.error?.status).toBe(403);
    expect(answer.error?.body?.message).toContain('автобронирований');
    expect(answer.error?.operationId).toBe('createAutobooking');
  });
});

describe('mock scenarios on Prism', () => {
  const { api, calls } = recordingClient();
  const pageUrls = ['', '?cursor=c', '?group=completed', '?group=archive', '?search=%D0%BD%D0%B5%D0%B2', '?search=x']
    .concat('?group=archive&search=%D0%BD%D0%B5%D0%B2')
    .map((q) => new URL(`${prismUrl}/api/v1/autobooking${q}`));
  // Each distinct answer any scenario selects, once.
  const selections = new Map<string, { id: OperationId; code?: number; example?: string; prefer: string }>();
  for (const name of scenarioNames) {
    for (const id of operationIds) {
      for (const url of pageUrls) {
        const selection = selectionFor(name, id, url);
        const prefer = selection && preferHeader(selection);
        if (selection && prefer) selections.set(`${id} ${prefer}`, { id, ...selection, prefer });
      }
    }
  }

  it.each([...selections.values()].map((s) => [s.id, s.prefer, s] as const))(
    '%s serves "%s"',
    async (_i, _p, { id, code, example, prefer }) => {
      const before = calls.length;
      const answer = await answerOf(api, id, { Prefer: prefer });
      const status = code === undefined ? successStatus(id) : String(code);
      expect(answer.status).toBe(Number(status));
      expect(answer.body).toEqual(documentedBody(id, status, example));
      expect(calls.slice(before).flatMap((c) => c.violations)).toEqual([]);
    },
  );
});

describe('requests the contract rejects', () => {
  it('answers 401 with an Error body when x-init-data is missing', async () => {
    const { api, calls } = recordingClient(null);
    for (const id of ['getUser', 'createTrigger', 'createPayment'] as const) {
      const answer = await answerOf(api, id);
      expect(answer.error, id).toBeInstanceOf(ApiError);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(documentedBody(id, '401'));
    }
    // Prism flags the missing identity itself, and nothing else.
    expect(calls.flatMap((c) => c.violations).map((v) => v.code)).toEqual([401, 401, 401]);
  });

  const invalid: { name: string; call: (api: ApiClient) => Promise<unknown>; field: string }[] = [
    {
      name: 'a string limit for the draft list',
      call: (api) => api.POST('/api/v1/suppliers/drafts/list', { body: { limit: 'twenty' as unknown as number } }),
      field: 'limit',
    },
    {
      name: 'a trigger coefficient above 20',
      call: (api) =>
        api.POST('/api/v1/triggers', {
          body: {
            warehouseIds: [507],
            supplyTypes: ['BOX'],
            checkInterval: 180,
            maxCoefficient: 21,
            searchMode: 'TODAY',
            startDate: '2026-11-21T00:00:00.000Z',
            endDate: '2026-11-21T23:59:59.999Z',
            selectedDates: ['2026-11-21T00:00:00.000Z'],
          },
        }),
      field: 'maxCoefficient',
    },
    {
      name: 'trigger id 0 for a toggle',
      call: (api) => api.PATCH('/api/v1/triggers', { body: { triggerId: 0, isActive: true } }),
      field: 'triggerId',
    },
    {
      name: 'a payment method that does not exist',
      call: (api) => api.POST('/api/v1/payments/create', { body: { tariffId: 'sub_1m', method: 'crypto' as 'stars' } }),
      field: 'method',
    },
    {
      name: 'a renewal switch that is not a boolean',
      call: (api) => api.PUT('/api/v1/subscription/renewal', { body: { autoRenew: 'no' as unknown as boolean } }),
      field: 'autoRenew',
    },
    {
      name: 'an invalid payment e-mail',
      call: (api) => api.POST('/api/v1/payments/create', { body: { tariffId: 'sub_1m', email: 'not-an-email' } }),
      field: 'email',
    },
    {
      name: 'a check interval that is not one of the offered ones',
      call: (api) =>
        api.POST('/api/v1/triggers', {
          body: {
            warehouseIds: [507],
            supplyTypes: ['BOX'],
            checkInterval: 90 as 60,
            maxCoefficient: 0,
            searchMode: 'TODAY',
            startDate: '2026-11-21T00:00:00.000Z',
            endDate: '2026-11-21T23:59:59.999Z',
            selectedDates: ['2026-11-21T00:00:00.000Z'],
          },
        }),
      field: 'checkInterval',
    },
    {
      name: 'a RANGE trigger without its end and days',
      call: (api) =>
        api.POST('/api/v1/triggers', {
          body: {
            warehouseIds: [507],
            supplyTypes: ['BOX'],
            checkInterval: 180,
            maxCoefficient: 0,
            searchMode: 'RANGE',
            startDate: '2026-11-21T00:00:00.000Z',
            endDate: null,
            selectedDates: [],
          },
        }),
      field: 'endDate',
    },
    {
      name: 'a WEEK autobooking without its start date',
      call: (api) =>
        api.POST('/api/v1/autobooking', {
          body: {
            draftId: '6f1c2b7e-0a44-4c1e-9d53-1b2a3c4d5e60',
            warehouseId: 507,
            supplyType: 'BOX',
            dateType: 'WEEK',
            maxCoefficient: 0,
          },
        }),
      field: 'startDate',
    },
    {
      name: 'a CUSTOM_DATES autobooking without dates',
      call: (api) =>
        api.POST('/api/v1/autobooking', {
          body: {
            draftId: '6f1c2b7e-0a44-4c1e-9d53-1b2a3c4d5e60',
            warehouseId: 507,
            supplyType: 'BOX',
            dateType: 'CUSTOM_DATES',
            customDates: [],
            maxCoefficient: 0,
          },
        }),
      field: 'customDates',
    },
    {
      name: 'a toggle without the desired state',
      call: (api) =>
        api.PATCH('/api/v1/triggers', { body: { triggerId: 116 } as { triggerId: number; isActive: boolean } }),
      field: 'isActive',
    },
    {
      name: 'a page of 0 autobookings',
      call: (api) => api.GET('/api/v1/autobooking', { params: { query: { limit: 0 } } }),
      field: 'limit',
    },
    {
      name: 'an autobooking group the contract does not have',
      call: (api) =>
        api.GET('/api/v1/autobooking', {
          params: { query: { group: 'deleted' as 'active' } },
        }),
      field: 'group',
    },
  ];

  it.each(invalid.map((c) => [c.name, c] as const))('answers 422 to %s', async (_n, { call, field }) => {
    const { api, calls } = recordingClient();
    const error = await call(api).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body?.message).toEqual(expect.any(String));
    expect((error as ApiError).code).toBe('validation_failed');
    const violations = calls.flatMap((c) => c.violations);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => v.location[0] === 'request')).toBe(true);
    // A wrong value is located at its field; a missing required one is named in the message.
    expect(violations.some((v) => v.location.includes(field) || v.message.includes(`'${field}'`))).toBe(true);
  });
});
