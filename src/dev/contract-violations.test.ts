import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { contractViolations, contractViolationsMiddleware, violationsOf } from './contract-violations';

afterEach(() => contractViolations.clear());

describe('violationsOf', () => {
  it("reads the errors of Prism's sl-violations header, with where they are", () => {
    const header = JSON.stringify([
      {
        location: ['request', 'body'],
        severity: 'Error',
        code: 'required',
        message: "Request body must have required property 'warehouseIds'",
      },
      { location: ['request'], severity: 'Warning', message: 'Selected route not found' },
    ]);
    expect(violationsOf(header, 'POST /api/v1/triggers')).toEqual([
      {
        call: 'POST /api/v1/triggers',
        location: 'request.body',
        message: "Request body must have required property 'warehouseIds'",
      },
    ]);
  });

  it('gives none for no header or one it cannot read', () => {
    expect(violationsOf(null, 'GET /api/v1/user')).toEqual([]);
    expect(violationsOf('not json', 'GET /api/v1/user')).toEqual([]);
    expect(violationsOf('{"severity":"Error"}', 'GET /api/v1/user')).toEqual([]);
  });
});

describe('contractViolationsMiddleware', () => {
  function clientAnswering(headers: Record<string, string>) {
    const client = createClient({
      baseUrl: 'http://backend.test',
      fetch: () =>
        Promise.resolve(
          new Response('[]', { status: 200, headers: { 'content-type': 'application/json', ...headers } }),
        ),
    });
    client.use(contractViolationsMiddleware());
    return client;
  }

  it('records the violations of each answer, newest first, and tells the dev panel', async () => {
    const seen: number[] = [];
    const unsubscribe = contractViolations.subscribe(() => seen.push(contractViolations.getSnapshot().length));
    const violation = (message: string) =>
      JSON.stringify([{ location: ['response', 'body', '0', 'id'], severity: 'Error', message }]);
    await clientAnswering({ 'sl-violations': violation('first') }).GET('/api/v1/triggers' as never);
    await clientAnswering({}).GET('/api/v1/user' as never);
    await clientAnswering({ 'sl-violations': violation('second') }).GET('/api/v1/warehouses' as never);
    unsubscribe();
    expect(contractViolations.getSnapshot()).toEqual([
      { call: 'GET /api/v1/warehouses', location: 'response.body.0.id', message: 'second' },
      { call: 'GET /api/v1/triggers', location: 'response.body.0.id', message: 'first' },
    ]);
    expect(seen).toEqual([1, 2]);
  });
});
