// The conformance kit (`npm run contract:verify -- <base-url>`) must pass a backend that implements the contract
// (the reference server) and fail every deliberately broken one, reporting what the backend sent. The command
// itself runs in a child process; the matrix of broken backends calls the same kit in this process (a Node start
// costs seconds on a busy machine).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations';
import { summary, verifyBackend } from '../../tools/conformance-kit/conformance.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { brokenBackends } from '../../tools/reference-server/defects.mjs';
import { createReferenceServer, type Defect } from '../../tools/reference-server/server.mjs';
import type { RateLimit } from '../../tools/reference-server/rate-limit.mjs';

interface Report {
  calls: { label: string; operationId: string; status: number; findings: { rule: string; message: string }[] }[];
  kitFindings: { rule: string; message: string }[];
  notCovered: string[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const botToken = '7000000001:conformance-kit-test-token';
let workDir: string;
const servers: Server[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'contract-verify-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(workDir, { recursive: true, force: true });
});

/** A reference server (with the defect, if any) on an ephemeral port of 127.0.0.1. */
async function backend(
  options: {
    defect?: Defect;
    maxInitDataAgeSeconds?: number;
    now?: () => number;
    rateLimit?: RateLimit;
    sellersStartNew?: boolean;
    withoutStateHooks?: boolean;
  } = {},
) {
  const server = createReferenceServer({ botToken, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Runs tools/conformance-kit/contract-verify.mjs as `npm run contract:verify -- <args>` does. */
function verify(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const childEnv = { ...process.env, BOT_TOKEN: '', INIT_DATA: '', ...env };
    execFile(
      process.execPath,
      ['tools/conformance-kit/contract-verify.mjs', ...args],
      { cwd: root, env: childEnv, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
    );
  });
}

/**
 * A clock that starts at `startAt` and runs on, and that a wait moves on at once: the kit waits as `Retry-After`
 * asks without the test spending that time.
 */
function limiterClock(startAt = Date.now()) {
  const began = Date.now();
  let skipped = 0;
  return {
    now: () => startAt + (Date.now() - began) + skipped,
    sleep: async (ms: number) => {
      skipped += ms;
    },
  };
}

/**
 * The day of the contract's examples. The reference server's sellers start with the examples' triggers and bookings;
 * on a later day their dates have passed, the bookings have ended and the lists are too short to page, so the kit
 * could not reach what a paging defect breaks. The broken backends and the kit therefore run from this day.
 */
const examplesDay = Date.parse('2026-11-21T09:00:00.000Z');

let reports = 0;
async function verifyWithReport(baseUrl: string, extra: string[] = []) {
  const reportFile = path.join(workDir, `report-${++reports}.json`);
  const result = await verify([baseUrl, `--bot-token=${botToken}`, `--report=${reportFile}`, ...extra]);
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as Report;
  return { ...result, report };
}

describe('contract:verify', () => {
  it('refuses to run without an identity (bot token or INIT_DATA)', async () => {
    const { code, output } = await verify(['http://127.0.0.1:1']);
    expect(code).toBe(2);
    expect(output).toContain('Give the test bot token');
  });

  it('refuses an unknown operation in --skip before sending anything', async () => {
    const { code, output } = await verify(['http://127.0.0.1:1', `--bot-token=${botToken}`, '--skip=noSuchOperation']);
    expect(code).toBe(2);
    expect(output).toContain('Unknown operationId in --skip: noSuchOperation');
  });

  it('stops at once, with one clear finding, when the backend cannot be reached', async () => {
    const unreachable = await backend();
    const stopped = servers.at(-1);
    await new Promise((resolve) => stopped?.close(resolve) ?? resolve(undefined));
    const { code, output, report } = await verifyWithReport(unreachable);
    expect(code).toBe(1);
    expect(report.calls).toHaveLength(1);
    expect(output.match(/ECONNREFUSED/g)).toHaveLength(2); // the call, and the reason it stopped
    expect(output).toContain('does not answer (ECONNREFUSED)');
  });

  it('passes the reference server, having checked every operation with a success answer', async () => {
    const { code, output, report } = await verifyWithReport(await backend());

    expect(report.calls.filter((c) => c.findings.length).map((c) => `${c.label}: ${c.findings[0]?.message}`)).toEqual(
      [],
    );
    expect(report.kitFindings).toEqual([]);
    expect(code).toBe(0);
    expect(output).toContain('The backend conforms to the contract.');
    expect(report.notCovered).toEqual([]);
    // The staging-only test calls are outside the contract's operations (no operationId).
    expect(new Set(report.calls.filter((c) => c.status === 200 && c.operationId).map((c) => c.operationId))).toEqual(
      new Set(Object.keys(operations)),
    );
    // Authentication, error paths and idempotency were probed, not just the happy path.
    const statuses = (status: number) => report.calls.filter((c) => c.status === status).map((c) => c.label);
    expect(statuses(401)).toEqual(
      expect.arrayContaining([
        'getUser without init data',
        'createTrigger with init data signed 30 days ago',
        'createPayment with another user in signed init data',
      ]),
    );
    expect(statuses(404)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^deleteTrigger of the deleted trigger/),
        expect.stringMatching(/^updateAutobooking of the deleted autobooking/),
        expect.stringMatching(/^listTriggerFinds of trigger \d+ as another seller/),
        expect.stringMatching(/^listAutobookingAttempts of autobooking \d+ as another seller/),
      ]),
    );
    expect(statuses(422)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^createTrigger with/),
        expect.stringMatching(/^listAutobookings with limit=0/),
        'listAutobookings with a cursor it never issued',
        expect.stringMatching(/^listTriggerFinds of trigger \d+ with the cursor of 118/),
        expect.stringMatching(/^listAutobookingAttempts of autobooking \d+ with the cursor of \d+/),
      ]),
    );
    expect(statuses(409)).toEqual(
      expect.arrayContaining([
        'createAutobooking, same key with another body',
        'createPayment, same key with another body',
      ]),
    );
    expect(report.calls.map((c) => c.label)).toContain('createAutobooking, repeated with the same key');
  });

  /** The kit in this process against `baseUrl`: its result and everything it printed. */
  async function verifyInProcess(baseUrl: string, sleep?: (ms: number) => Promise<void>) {
    const lines: string[] = [];
    const result = await verifyBackend({
      contract: loadContract(path.join(root, 'openapi.yaml')),
      baseUrl,
      identity: { botToken, userId: 777000001 },
      log: (line) => lines.push(line),
      ...(sleep ? { sleep } : {}),
    });
    return { result, output: [...lines, ...summary(result)].join('\n') };
  }

  it('passes the same backend on a second run (it provisions its sellers again)', { timeout: 180_000 }, async () => {
    const baseUrl = await backend();
    for (const run of [1, 2]) {
      const { result, output } = await verifyInProcess(baseUrl);
      expect(
        output.split('\n').filter((line) => line.startsWith('✖')),
        `run ${run}`,
      ).toEqual([]);
      expect(result.conforms).toBe(true);
    }
  });

  it('passes a backend that follows the Order of checks to the letter, with sellers in the new-seller state', async () => {
    // Access before the object, request validation before both: a fresh seller without terms is refused 403 first.
    const { result, output } = await verifyInProcess(await backend({ sellersStartNew: true }));
    expect(output.split('\n').filter((line) => line.startsWith('✖'))).toEqual([]);
    expect(output).toMatch(/listAutobookingAttempts of autobooking \d+ as another seller[^\n]*→ 404/);
    expect(result.conforms).toBe(true);
  });

  it(
    'does not flag a backend that reads the object before the access checks where the contract cannot tell',
    { timeout: 180_000 },
    async () => {
      // The kit's reader has what the read needs, so 404 is the answer whichever comes first.
      for (const sellersStartNew of [true, false]) {
        const { result, output } = await verifyInProcess(
          await backend({ sellersStartNew, defect: { objectBeforeAccess: true } }),
        );
        expect(
          output.split('\n').filter((line) => line.startsWith('✖')),
          `new sellers: ${sellersStartNew}`,
        ).toEqual([]);
        expect(result.conforms).toBe(true);
      }
    },
  );

  it('passes a backend that limits each seller at the floor, waiting as Retry-After asks', async () => {
    // 60 calls and 20 writes per seller in any 60 s: the kit's own seller is held up, its burst seller is not.
    const clock = limiterClock();
    const baseUrl = await backend({ rateLimit: { calls: 60, writes: 20, now: clock.now } });
    const { result, output } = await verifyInProcess(baseUrl, clock.sleep);
    expect(output.split('\n').filter((line) => line.startsWith('✖'))).toEqual([]);
    expect(output).toMatch(/getUser 30 of the burst[^\n]*→ 200/);
    expect(result.rateLimitWaits).toBeGreaterThan(0);
    expect(result.conforms).toBe(true);
  });

  it('says which checks it could not make when the backend lacks their staging hooks', async () => {
    const { result, output } = await verifyInProcess(await backend({ withoutStateHooks: true }));
    expect(output.split('\n').filter((line) => line.startsWith('✖'))).toEqual([]);
    expect(result.notChecked).toEqual([
      'the last relevant day at its edges and a running trigger’s past days: the backend has no POST /api/test/backdate',
      'the slot filters applied to the finds the backend records: the backend has no POST /api/test/slot',
    ]);
    expect(output).toContain('○ not checked: the slot filters applied');
    expect(output).not.toContain('The backend conforms to the contract.');
    expect(output).toContain('2 checks were not made');
  });

  it('exits 1 for a backend that does not conform', async () => {
    const [broken] = brokenBackends;
    const { code, output, report } = await verifyWithReport(await backend({ defect: broken?.defect }));
    expect(output).toMatch(broken?.finding ?? /never/);
    expect(report.calls.some((c) => c.findings.length)).toBe(true);
    expect(output).toContain('The backend does not conform to the contract.');
    expect(code).toBe(1);
  });

  describe('fails every deliberately broken backend', () => {
    const contract = loadContract(path.join(root, 'openapi.yaml'));

    it.each(brokenBackends)('$name', async ({ defect, maxInitDataAgeSeconds, rateLimit, finding }) => {
      const lines: string[] = [];
      const clock = limiterClock(examplesDay);
      const baseUrl = await backend({
        defect,
        now: clock.now,
        ...(maxInitDataAgeSeconds ? { maxInitDataAgeSeconds } : {}),
        ...(rateLimit ? { rateLimit: { ...rateLimit, now: clock.now } } : {}),
      });
      const result = await verifyBackend({
        contract,
        baseUrl,
        identity: { botToken, userId: 777000001 },
        log: (line) => lines.push(line),
        now: clock.now,
        sleep: clock.sleep,
      });
      const output = [...lines, ...summary(result)].join('\n');

      expect(output).toMatch(finding);
      expect(result.conforms).toBe(false);
      expect(output).toContain('The backend does not conform to the contract.');
    });
  });
});
