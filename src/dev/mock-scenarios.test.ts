import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApiClient } from '@/api/contract-client';
import { mockScenarioHeader } from './dev-backend-routes.js';
import { operationExamples, operations, type OperationId } from '@generated/operations';
import {
  mockScenarioMiddleware,
  preferHeader,
  scenarioNames,
  scenarios,
  selectionFor,
  type PreferSelection,
  type Scenario,
} from './mock-scenarios';

// Vitest runs from the project root (under jsdom, import.meta.url is not a file URL).
// Every documented status per operation (the generated table lists only statuses that have named examples).
const contract = parse(readFileSync(path.join(process.cwd(), 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
};
const documentedStatuses = new Map<string, string[]>();
for (const item of Object.values(contract.paths)) {
  for (const operation of Object.values(item)) {
    if (operation.operationId) documentedStatuses.set(operation.operationId, Object.keys(operation.responses ?? {}));
  }
}

// URLs a rule may be asked about: the autobooking list answers by group, cursor and search; other calls ignore the URL.
const listQueries = ['', '?group=active', '?cursor=c', '?group=completed', '?group=archive&cursor=c'];
const searchQueries = ['?search=%D0%BD%D0%B5%D0%B2', '?group=archive&search=%D0%BD%D0%B5%D0%B2', '?search=x'];
/** Bodies the rules that choose by the request's body tell apart: no body, a payment in Stars, a renewal switched off. */
const sampleBodies: unknown[] = [undefined, { tariffId: 'sub_1m', method: 'stars' }, { autoRenew: false }];
const sampleUrls = [...listQueries, ...searchQueries].map(
  (query) => new URL(`http://mock.test/api/v1/autobooking${query}`),
);

function isOperationId(id: string): id is OperationId {
  return Object.hasOwn(operations, id);
}

/** Every problem of one scenario against the contract: unknown operations, statuses or example names. */
function problemsOf(name: string, scenario: Scenario): string[] {
  const problems: string[] = [];
  for (const [id, rule] of Object.entries(scenario.responses)) {
    if (!isOperationId(id)) {
      problems.push(`${name}: unknown operation ${id}`);
      continue;
    }
    const statuses = documentedStatuses.get(id) ?? [];
    const examples: Record<string, readonly string[]> = operationExamples[id];
    const selections: PreferSelection[] =
      typeof rule === 'function' ? sampleUrls.flatMap((url) => sampleBodies.map((body) => rule(url, body))) : [rule];
    for (const { code, example } of selections) {
      if (code === undefined && example === undefined) problems.push(`${name}: ${id} selects nothing`);
      if (code !== undefined && !statuses.includes(String(code))) problems.push(`${name}: ${id} has no ${code} answer`);
      if (example === undefined) continue;
      // Without a code Prism looks the example up in the success answer.
      const status = code === undefined ? statuses.find((s) => s.startsWith('2')) : String(code);
      if (!status || !examples[status]?.includes(example))
        problems.push(`${name}: ${id} ${status ?? '2xx'} has no example "${example}"`);
    }
  }
  return [...new Set(problems)];
}

describe('mock scenarios', () => {
  it('has every scenario the app and its tests rely on, default first', () => {
    expect(scenarioNames[0]).toBe('default');
    expect(scenarioNames).toEqual(
      expect.arrayContaining([
        'default',
        'new-user',
        'expired-subscription',
        'auth-message-sent',
        'no-credits',
        'few-credits',
        'terms-not-accepted',
        'triggers-limit',
        'triggers-empty',
        'autobookings-empty',
        'validation-boxes-only',
        'validation-no-meta',
        'warehouse-inactive',
        'transits-none',
        'drafts-none',
        'goods-none',
        'suppliers-none',
        'supplier-auth-revoked',
        'payment-no-confirmation',
        'autobooking-403-subscription',
        'autobooking-403-credits',
        'toggle-409',
        'triggers-errors',
        'autobookings-errors',
        'payments-error',
        'terms-error',
      ]),
    );
  });

  it('names scenarios in kebab-case and describes each in Russian and English', () => {
    for (const name of scenarioNames) {
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const { ru, en } = scenarios[name].description;
      expect(ru, name).toMatch(/[а-яё]/i);
      expect(en, name).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('references only operations, statuses and example names of the contract', () => {
    const problems = scenarioNames.flatMap((name) => problemsOf(name, scenarios[name]));
    expect(problems).toEqual([]);
  });

  it('catches a scenario that drifted from the contract', () => {
    const drifted = {
      description: { ru: 'сломанный', en: 'broken' },
      responses: {
        getUser: { example: 'nobody' },
        listAutobookings: () => ({ example: 'termsNotAccepted' }),
        createAutobooking: { code: 418 },
        removedOperation: { code: 500 },
      },
    } as unknown as Scenario;
    expect(problemsOf('drifted', drifted)).toEqual([
      'drifted: getUser 200 has no example "nobody"',
      'drifted: listAutobookings 200 has no example "termsNotAccepted"',
      'drifted: createAutobooking has no 418 answer',
      'drifted: unknown operation removedOperation',
    ]);
  });

  it('changes at least one answer of default in every other scenario', () => {
    for (const name of scenarioNames.filter((n) => n !== 'default')) {
      // A scenario may change only what one list's query asks for (e.g. the archive tab).
      const changed = (Object.keys(operations) as OperationId[]).filter((id) =>
        sampleUrls.some(
          (url) => JSON.stringify(selectionFor(name, id, url)) !== JSON.stringify(selectionFor('default', id, url)),
        ),
      );
      expect(changed.length, name).toBeGreaterThan(0);
    }
  });

  it('serves two active pages by default so infinite scroll ends, and lets scenarios override them', () => {
    const [noQuery, firstPage, nextPage] = sampleUrls as [URL, URL, URL];
    expect(selectionFor('default', 'listAutobookings', noQuery)).toEqual({ example: 'firstPage' });
    expect(selectionFor('default', 'listAutobookings', firstPage)).toEqual({ example: 'firstPage' });
    expect(selectionFor('default', 'listAutobookings', nextPage)).toEqual({ example: 'lastPage' });
    expect(selectionFor('autobookings-empty', 'listAutobookings', firstPage)).toEqual({ example: 'empty' });
    expect(selectionFor('terms-not-accepted', 'listAutobookings', nextPage)).toEqual({
      code: 403,
      example: 'termsNotAccepted',
    });
  });

  it('lists exactly these scenarios in the README table', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((part) => part.startsWith('Mock scenarios')) ?? '';
    const documented = [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]);
    expect(documented).toEqual(scenarioNames);
  });

  it('formats Prism Prefer headers', () => {
    expect(preferHeader({ code: 403, example: 'noCredits' })).toBe('code=403, example=noCredits');
    expect(preferHeader({ code: 500 })).toBe('code=500');
    expect(preferHeader({ example: 'lastPage' })).toBe('example=lastPage');
    expect(preferHeader({})).toBeUndefined();
  });
});

describe('mockScenarioMiddleware', () => {
  /** A client whose fetch records the Prefer header of every request instead of calling a server. */
  function clientFor(scenario: string) {
    const sent: { method: string; url: string; prefer: string | null; scenario: string | null }[] = [];
    const api = createApiClient({
      baseUrl: 'http://mock.test',
      getInitData: () => 'query_id=test',
      middleware: [mockScenarioMiddleware(scenario)],
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push({
          method: request.method,
          url: request.url,
          prefer: request.headers.get('Prefer'),
          scenario: request.headers.get(mockScenarioHeader),
        });
        return Response.json({});
      },
    });
    return { api, sent };
  }

  it('sets code and example of the scenario, and default answers for the rest', async () => {
    const { api, sent } = clientFor('no-credits');
    await api.POST('/api/v1/autobooking', {
      body: {
        draftId: 'd',
        warehouseId: 507,
        supplyType: 'BOX',
        dateType: 'WEEK',
        startDate: '2026-11-23',
        maxCoefficient: 0,
      },
    });
    await api.GET('/api/v1/user');
    await api.GET('/api/v1/triggers');
    expect(sent.map((r) => r.prefer)).toEqual(['code=403, example=noCredits', 'example=noCredits', 'example=mixed']);
  });

  it('chooses the autobooking example from the group, cursor and search of the list query', async () => {
    const { api, sent } = clientFor('default');
    const list = (query: { group?: 'active' | 'completed' | 'archive'; search?: string; cursor?: string }) =>
      api.GET('/api/v1/autobooking', { params: { query } });
    await list({ group: 'active' });
    await list({ group: 'active', cursor: 'next' });
    await list({ group: 'completed' });
    await list({ group: 'archive' });
    await list({});
    await list({ group: 'active', search: 'Невинно' });
    await list({ group: 'archive', search: 'Невинно' });
    await list({ group: 'archive', search: 'Коледино' });
    expect(sent.map((r) => r.prefer)).toEqual([
      'example=firstPage',
      'example=lastPage',
      'example=completed',
      'example=archive',
      'example=firstPage',
      'example=found',
      'example=foundElsewhere',
      'example=emptySearch',
    ]);
  });

  it('sets a status without example for server errors and leaves unlisted calls to Prism', async () => {
    const { api, sent } = clientFor('triggers-errors');
    await api.DELETE('/api/v1/triggers', { body: { triggerId: 1 } });
    await api.PATCH('/api/v1/triggers', { body: { triggerId: 1, isActive: true } });
    await api.POST('/api/v1/user/auth/logout');
    expect(sent.map((r) => r.prefer)).toEqual(['code=500', 'code=409, example=triggerLimitReached', null]);
  });

  it('sends no Prefer header at all in the dynamic scenario, so Prism --dynamic generates every answer', async () => {
    const { api, sent } = clientFor('dynamic');
    await api.GET('/api/v1/user');
    await api.GET('/api/v1/autobooking', { params: { query: { group: 'archive', cursor: 'next' } } });
    await api.POST('/api/v1/warehouses/validate', { body: { draftID: 'd', warehouseId: 507 } });
    expect(sent.map((r) => r.prefer)).toEqual([null, null, null]);
  });

  it("names the scenario on every call, with or without Prefer, so the dev server sends it to Prism's examples", async () => {
    const dynamic = clientFor('dynamic');
    await dynamic.api.GET('/api/v1/user');
    const errors = clientFor('triggers-errors');
    await errors.api.POST('/api/v1/user/auth/logout');
    await errors.api.GET('/api/v1/user');
    expect([...dynamic.sent, ...errors.sent].map((r) => r.scenario)).toEqual([
      'dynamic',
      'triggers-errors',
      'triggers-errors',
    ]);
  });

  it('falls back to default for an unknown scenario name', async () => {
    const { api, sent } = clientFor('no-such-scenario');
    await api.GET('/api/v1/user');
    await api.POST('/api/v1/warehouses/validate', { body: { draftID: 'd', warehouseId: 507 } });
    expect(sent.map((r) => r.prefer)).toEqual(['example=activeUser', 'example=allTypes']);
  });
});
