// The conformance kit behind `npm run contract:verify`: talks to a running backend directly (no proxy in between,
// so what is reported is exactly what the backend sent), validates every answer with Ajv against openapi.yaml and
// walks the backend through a seller's life: authentication probes, reads, create → list → update → toggle →
// delete chains with the ids the backend returned (cleaning up after itself), idempotent repeats, invalid bodies
// and unknown ids. `verifyBackend` runs the phases in order; each takes the run's primitives (kit.mjs).
import { Abort, createKit } from './kit.mjs';
import { account, autobookings, outcomes, payments, reads, triggers } from './conformance-lifecycle.mjs';
import { market } from './conformance-market.mjs';
import { authenticationProbes, invalidRequestProbes, paging, remaining } from './conformance-probes.mjs';
import { rateLimitFloor, requestEdges, stagedDates, stagedSlots, testCallsAndLapse } from './conformance-staging.mjs';
import {
  accessStates,
  accountEffects,
  dateWindows,
  finishedTriggers,
  initDataEdges,
  isolation,
  listRules,
  requestContract,
  triggerLimit,
} from './conformance-rules.mjs';

/** @typedef {import('./kit.mjs').Kit} Kit */
/** @typedef {import('./kit.mjs').Finding} Finding */
/** @typedef {import('./kit.mjs').CallRecord} CallRecord */
/**
 * @typedef {object} VerifyResult
 * @property {CallRecord[]} calls
 * @property {Finding[]} kitFindings About the run as a whole: it stopped, or an operation never answered with success.
 * @property {string[]} notCovered Operations that never answered 2xx to a properly signed request.
 * @property {number} findingCount
 * @property {number} rateLimitWaits How often the kit waited for a 429's Retry-After (not a finding).
 * @property {string[]} notChecked Checks the backend gave no way to make (a staging hook is missing): not passed.
 * @property {boolean} conforms
 */

/** The operations that end the run (they change the seller's account), after every other has been reached. */
const lastOperations = ['initAuth', 'logout'];

/**
 * The backend accepts properly signed init data: without that nothing else can be checked.
 * @param {Kit} kit
 */
async function identity(kit) {
  kit.section('identity');
  const identityCheck = await kit.call('getUser with properly signed init data', 'getUser', { expect: [200] });
  if (identityCheck?.status === 401)
    throw new Abort('The backend refuses properly signed init data, so nothing else can be checked.');
}

/**
 * The run's own seller in the state it needs, whatever an earlier run left (it ends logged out).
 * @param {Kit} kit
 */
async function provisioning(kit) {
  const state = { agreeTerms: true, supplier: 'linked', subscriptionDays: 30, autobookingCount: 20 };
  if (!(await kit.provision(kit.seller, state)))
    kit.note('the test seller was not provisioned: it must have terms, a supplier, a subscription and credits');
}

/** The phases of a run, in order. @type {((kit: Kit) => Promise<void>)[]} */
const phases = [
  identity,
  provisioning,
  authenticationProbes,
  initDataEdges,
  reads,
  paging,
  account,
  triggers,
  autobookings,
  outcomes,
  market,
  payments,
  invalidRequestProbes,
  requestContract,
  requestEdges,
  dateWindows,
  isolation,
  finishedTriggers,
  accessStates,
  triggerLimit,
  listRules,
  testCallsAndLapse,
  rateLimitFloor,
  stagedDates,
  stagedSlots,
  (kit) => remaining(kit, lastOperations),
  accountEffects,
];

/**
 * @param {Parameters<typeof createKit>[0]} options
 * @returns {Promise<VerifyResult>}
 */
export async function verifyBackend(options) {
  const kit = createKit(options);
  try {
    for (const phase of phases) await phase(kit);
  } catch (error) {
    if (!(error instanceof Abort)) throw error;
    kit.kitFindings.push({ rule: 'aborted', message: error.message });
    kit.log(`\n✖ ${error.message}`);
  }
  return resultOf(kit);
}

/**
 * The run's verdict: an operation that never answered 2xx is a finding of its own (unless the run stopped early).
 * @param {Kit} kit
 * @returns {VerifyResult}
 */
function resultOf({ contract, skip, succeeded, calls, kitFindings, rateLimitWaits, notCheckedList }) {
  const aborted = kitFindings.some((f) => f.rule === 'aborted');
  const notCovered = aborted
    ? []
    : contract.operations.map((o) => o.operationId).filter((id) => !skip.has(id) && !succeeded.has(id));
  for (const operationId of notCovered) {
    kitFindings.push({
      rule: 'coverage',
      message: `${operationId} never answered 2xx to a properly signed request, so its success answer was not checked`,
    });
  }
  const findingCount = calls.reduce((sum, c) => sum + c.findings.length, 0) + kitFindings.length;
  return {
    calls,
    kitFindings,
    notCovered,
    findingCount,
    rateLimitWaits,
    notChecked: notCheckedList,
    conforms: findingCount === 0,
  };
}

/**
 * The closing lines of a run.
 * @param {VerifyResult} result
 * @param {Set<string>} [skip]
 * @returns {string[]}
 */
export function summary({ calls, kitFindings, findingCount, rateLimitWaits, notChecked, conforms }, skip = new Set()) {
  const failedCalls = calls.filter((c) => c.findings.length).length;
  const operationCount = new Set(calls.map((c) => c.operationId)).size;
  return [
    ...kitFindings.filter((k) => k.rule === 'coverage').map((f) => `✖ ${f.message}`),
    '',
    `${calls.length} requests over ${operationCount} operations${skip.size ? ` (skipped: ${[...skip].join(', ')})` : ''}: ` +
      `${findingCount} findings in ${failedCalls} requests${kitFindings.length ? ` and ${kitFindings.length} more` : ''}` +
      `${rateLimitWaits ? `; waited ${rateLimitWaits} times as 429 answers asked` : ''}.`,
    ...notChecked.map((message) => `○ not checked: ${message}`),
    conforms
      ? notChecked.length
        ? `The backend conforms in everything checked; ${notChecked.length} checks were not made (see "not checked").`
        : 'The backend conforms to the contract.'
      : 'The backend does not conform to the contract.',
  ];
}
