// The stateful backend of `npm run dev`: what the session changes stays, the seeds are the contract's examples moved
// to today, a reset starts again from them, and the simulated client's unsigned init data is accepted.
import { afterEach, describe, expect, it } from 'vitest';
import { startDevBackend } from '../../tools/reference-server/dev-backend.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { shiftDates } from '../../src/dev/example-dates.js';
import { simulatedInitData } from '../../src/dev/telegram-launch.js';
import { devBackendResetPath } from '../../src/dev/dev-backend-routes.js';
import type { SchemaTrigger, SchemaUser } from '../../generated/schema';

// Four days after the examples' day (21.11.2026), in the local zone, as the dev machine counts it.
const today = new Date(2026, 10, 25, 10, 30).getTime();
const daysAhead = 4;
const initData = simulatedInitData({ signature: 'dev-signature', now: today });

const backends: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(backends.splice(0).map((backend) => backend.close()));
});

async function backend() {
  const started = await startDevBackend({ now: () => today });
  backends.push(started);
  const call = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${started.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'x-init-data': initData, 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  return { ...started, call };
}

const triggers = async (answer: Response) => (await answer.json()) as SchemaTrigger[];

/** Коледино, 27–30.11, coefficient 5: what a seller creates in the form (the page sends today's dates). */
const koledinoPeriod = {
  warehouseIds: [507],
  supplyTypes: ['BOX'],
  checkInterval: 180,
  maxCoefficient: 5,
  searchMode: 'RANGE',
  startDate: '2026-11-27T00:00:00.000Z',
  endDate: '2026-11-30T23:59:59.999Z',
  selectedDates: ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map((day) => `${day}T00:00:00.000Z`),
};

// Loading and compiling the contract takes seconds on a busy machine, and up to a minute on a loaded one.
describe('the stateful dev backend', { timeout: 120_000 }, () => {
  it("seeds each seller from the contract's examples, with their dates moved to today", async () => {
    const { call } = await backend();
    const contract = loadContract('openapi.yaml');
    const examples = contract.operations.find((o) => o.operationId === 'listTriggers')?.responses['200']?.examples
      .mixed as SchemaTrigger[];
    const answer = await call('/api/v1/triggers');
    expect(answer.status).toBe(200);
    const listed = await triggers(answer);
    expect(listed.map((t) => t.id).sort()).toEqual(examples.map((t) => t.id).sort());
    // Each example as listed, with the fields the contract adds to a trigger the example leaves out.
    for (const trigger of listed) {
      expect(trigger).toMatchObject(
        shiftDates(
          examples.find((t) => t.id === trigger.id),
          daysAhead,
        ) as object,
      );
    }
    // The subscription the reference server grants (30 days) counts from today, not from the examples' day.
    const user = (await (await call('/api/v1/user')).json()) as SchemaUser;
    expect(Date.parse(user.subscriptionExpiresAt ?? '')).toBe(today + 30 * 24 * 60 * 60 * 1000);
    expect(user.name).toBe('Анна Смирнова');
  });

  it('keeps a created trigger as created, with its period and coefficient, until a reset', async () => {
    const { call } = await backend();
    const created = await call('/api/v1/triggers', { method: 'POST', body: koledinoPeriod });
    expect(created.status).toBe(200);
    const trigger = (await created.json()) as SchemaTrigger;
    expect(trigger).toMatchObject({ ...koledinoPeriod, isActive: true, status: 'RELEVANT' });
    expect(Date.parse(trigger.createdAt)).toBe(today);

    const listed = await triggers(await call('/api/v1/triggers'));
    expect(listed[0]).toEqual(trigger);

    // Toggled and then deleted: each change stays.
    await call('/api/v1/triggers', { method: 'PATCH', body: { triggerId: trigger.id, isActive: false } });
    expect((await triggers(await call('/api/v1/triggers'))).find((t) => t.id === trigger.id)?.isActive).toBe(false);

    const reset = await call(devBackendResetPath, { method: 'POST' });
    expect(reset.status).toBe(204);
    expect((await triggers(await call('/api/v1/triggers'))).some((t) => t.id === trigger.id)).toBe(false);
  });

  it('keeps a payment in the history', async () => {
    const { call } = await backend();
    const payment = await call('/api/v1/payments/create', {
      method: 'POST',
      body: { tariffId: 'pack_5', email: 'seller@example.ru' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(payment.status).toBe(200);
    const { id } = (await payment.json()) as { id: string };
    const user = (await (await call('/api/v1/user')).json()) as SchemaUser;
    expect(user.payments[0]).toMatchObject({ id, tariffId: 'pack_5', createdAt: new Date(today).toISOString() });
  });

  it('refuses a call without init data, as a real backend does', async () => {
    const { call } = await backend();
    const answer = await call('/api/v1/user', { headers: { 'x-init-data': '' } });
    expect(answer.status).toBe(401);
  });
});
