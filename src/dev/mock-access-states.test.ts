// Every mock scenario puts the seller in one row of the contract's Access states table (openapi.yaml, "Access
// states"): the user, the supplier list, the authorisation check and the supplier's marketplace calls must agree
// with it, so the app is never tested against a state a backend following the contract cannot produce.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@generated/operations';
import type { SchemaUser } from '@generated/schema';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { scenarioNames, scenarios, type PreferSelection, type Scenario } from './mock-scenarios';

const contract = loadContract(path.join(process.cwd(), 'openapi.yaml'));
const anyUrl = new URL('http://mock.test/api/v1/any');

/** What one operation answers in a scenario: the status and the example's body (undefined: no example). */
function answerOf(scenario: Scenario, operationId: OperationId): { status: number; body: unknown } {
  const defaults: Scenario['responses'] = scenarios.default.responses;
  const rule: PreferSelection | ((url: URL) => PreferSelection) | undefined =
    scenario.responses[operationId] ?? defaults[operationId];
  const selection = typeof rule === 'function' ? rule(anyUrl) : rule;
  const operation = contract.operations.find((o) => o.operationId === operationId);
  const status = selection?.code ?? 200;
  const examples = operation?.responses[String(status)]?.examples ?? {};
  const name = selection?.example ?? Object.keys(examples)[0];
  return { status, body: name === undefined ? undefined : examples[name] };
}

/** The supplier's marketplace calls: they need a linked supplier whose authorisation holds. */
const marketplaceCalls: OperationId[] = ['listDrafts', 'listDraftGoods', 'listTransitWarehouses', 'validateWarehouse'];

const codeOf = (body: unknown) => (body as { code?: string } | undefined)?.code;
/** A failure that says nothing about the seller's state (rate limit, server or upstream error). */
const isFailure = (status: number) => status === 429 || status >= 500;

/** How the scenario contradicts the table, one line per contradiction. */
function contradictions(name: string, scenario: Scenario): string[] {
  const user = answerOf(scenario, 'getUser');
  if (user.status !== 200) return [];
  const { supplierId } = user.body as SchemaUser;
  const problems: string[] = [];
  const expectRefusal = (operationId: OperationId, code: string) => {
    const { status, body } = answerOf(scenario, operationId);
    if (!isFailure(status) && !(status === 403 && codeOf(body) === code))
      problems.push(
        `${name}: ${operationId} answers ${[status, codeOf(body)].filter(Boolean).join(' ')}, not 403 ${code}`,
      );
  };
  const expectNoRefusal = (operationId: OperationId) => {
    const { status, body } = answerOf(scenario, operationId);
    if (status === 403) problems.push(`${name}: ${operationId} answers 403 ${codeOf(body)} to a linked seller`);
  };

  const check = answerOf(scenario, 'validateSupplierAuth');
  if (!supplierId) {
    // Not started, message sent, or authorised with no supplier chosen: nothing linked to check or read for.
    expectRefusal('validateSupplierAuth', 'supplier_not_linked');
    for (const operationId of marketplaceCalls) expectRefusal(operationId, 'supplier_not_linked');
    const suppliers = answerOf(scenario, 'listSuppliers');
    if (suppliers.status === 403) problems.push(`${name}: listSuppliers answers 403 without a linked supplier`);
  } else if (check.status === 200 && (check.body as { data: { valid: boolean } }).data.valid === false) {
    // Revoked or expired: the list and every marketplace call of the supplier are refused.
    for (const operationId of ['listSuppliers', ...marketplaceCalls] as OperationId[])
      expectRefusal(operationId, 'supplier_auth_revoked');
  } else if (check.status === 200) {
    // Linked.
    for (const operationId of ['listSuppliers', ...marketplaceCalls] as OperationId[]) expectNoRefusal(operationId);
  }
  return problems;
}

describe('mock scenarios against the Access states table', () => {
  it('puts the seller of every scenario in a state the contract describes', () => {
    const problems = scenarioNames
      .filter((name) => scenarios[name] !== scenarios.dynamic)
      .flatMap((name) => contradictions(name, scenarios[name]));
    expect(problems).toEqual([]);
  });

  it('has a scenario for each state of the marketplace authorisation', () => {
    const stateOf = (name: (typeof scenarioNames)[number]) => {
      const user = answerOf(scenarios[name], 'getUser').body as SchemaUser;
      const suppliers = (answerOf(scenarios[name], 'listSuppliers').body as { data?: unknown[] } | undefined)?.data;
      return { supplierId: user.supplierId, authMessageSent: user.authMessageSent, suppliers: suppliers?.length };
    };
    expect(stateOf('new-user')).toEqual({ supplierId: null, authMessageSent: false, suppliers: 0 });
    expect(stateOf('auth-message-sent')).toEqual({ supplierId: null, authMessageSent: true, suppliers: 0 });
    expect(stateOf('supplier-not-chosen')).toMatchObject({ supplierId: null, suppliers: 3 });
    expect(stateOf('single-supplier')).toMatchObject({ supplierId: null, suppliers: 1 });
    expect(answerOf(scenarios['supplier-auth-revoked'], 'validateSupplierAuth').body).toMatchObject({
      data: { valid: false },
    });
  });

  it('fails a scenario that serves a revoked seller their drafts, or a seller without a supplier a check', () => {
    const revokedWithDrafts: Scenario = {
      description: { ru: 'противоречие', en: 'contradiction' },
      responses: {
        validateSupplierAuth: { example: 'revoked' },
        listSuppliers: { code: 403, example: 'supplierAuthRevoked' },
        listDraftGoods: { code: 403, example: 'supplierAuthRevoked' },
        listTransitWarehouses: { code: 403, example: 'supplierAuthRevoked' },
        validateWarehouse: { code: 500 },
      },
    };
    expect(contradictions('revoked', revokedWithDrafts)).toEqual([
      'revoked: listDrafts answers 200, not 403 supplier_auth_revoked',
    ]);
    const unlinkedWithCheck: Scenario = {
      description: { ru: 'противоречие', en: 'contradiction' },
      responses: { getUser: { example: 'newUser' }, listSuppliers: { code: 403, example: 'supplierAuthRevoked' } },
    };
    expect(contradictions('unlinked', unlinkedWithCheck)).toEqual([
      'unlinked: validateSupplierAuth answers 200, not 403 supplier_not_linked',
      'unlinked: listDrafts answers 200, not 403 supplier_not_linked',
      'unlinked: listDraftGoods answers 200, not 403 supplier_not_linked',
      'unlinked: listTransitWarehouses answers 200, not 403 supplier_not_linked',
      'unlinked: validateWarehouse answers 200, not 403 supplier_not_linked',
      'unlinked: listSuppliers answers 403 without a linked supplier',
    ]);
  });
});
