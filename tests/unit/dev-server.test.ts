// `npm run dev` on spare ports: ready only once both backends answer through Vite's proxy; calls without a mock
// scenario reach the session's data (kept, checked against the contract, reset on demand), calls of a scenario
// Prism's examples; SIGTERM to npm's own process (what a process manager signals; npm forwards SIGINT the same way,
// and scripts/dev.mjs stops alike on both), or losing one of the children, leaves no process holding a port. Each
// start costs the CPU of three servers, so one start shows all a running dev server does.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort, isPortFree } from '../../scripts/lib/prism.mjs';
import { simulatedInitData } from '../../src/dev/telegram-launch.js';
import { devBackendResetPath, mockScenarioHeader } from '../../src/dev/dev-backend-routes.js';
import type { SchemaTrigger, SchemaUser } from '../../generated/schema';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const startTimeoutMs = 120_000;

interface DevServer {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: DevServer[] = [];

/** Midnight UTC of the day `ahead` days after today's UTC day, as the contract writes a trigger's dates. */
function utcMidnightDaysAhead(ahead: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead)).toISOString();
}

/** `npm run dev`, as a newcomer, a process manager or an IDE starts it. */
function startDev(env: Record<string, string>): DevServer {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const server = {
    process: child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
  };
  started.push(server);
  return server;
}

async function waitForOutput(server: DevServer, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (!pattern.test(server.output())) {
    if (server.process.exitCode !== null)
      throw new Error(`dev server exited (${server.process.exitCode}):\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${startTimeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function waitForExit(server: DevServer): Promise<number | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still running after ${startTimeoutMs} ms:\n${server.output()}`)),
      startTimeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The pids of `pid`'s children (npm's: the dev script). */
function childrenOf(pid: number): number[] {
  return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim())
    .map(Number);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Free ports from a random start, so runs in several checkouts on one machine rarely pick the same ones. */
async function freePorts(): Promise<{ appPort: number; prismPort: number; proxyPort: number }> {
  const offset = Math.floor(Math.random() * 30);
  const prismPort = await findFreePort(4400 + offset, 4432);
  const proxyPort = await findFreePort(4433 + offset, 4465);
  const appPort = await findFreePort(4466 + offset, 4499);
  return { appPort, prismPort, proxyPort };
}

const env = ({ appPort, prismPort, proxyPort }: Awaited<ReturnType<typeof freePorts>>) => ({
  PORT: String(appPort),
  PRISM_PORT: String(prismPort),
  PRISM_PROXY_PORT: String(proxyPort),
});

/** Stops `server` with `signal` to npm's process; every port and the dev script are free afterwards. */
async function expectFullStop(server: DevServer, signal: NodeJS.Signals, ports: number[]) {
  const pid = server.process.pid ?? 0;
  const devScripts = childrenOf(pid);
  expect(devScripts).toHaveLength(1);
  server.process.kill(signal);
  await waitForExit(server);
  for (const port of ports) expect(await isPortFree(port)).toBe(true);
  expect(devScripts.filter(isRunning)).toEqual([]);
}

const initData = simulatedInitData({ signature: 'dev-server-test' });

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
    await server.exited;
  }
});

describe('npm run dev', () => {
  it(
    "serves the session's data, checked against the contract, keeps a created trigger until a reset, answers a mock " +
      "scenario's calls with Prism's examples beside it, and stops completely when npm's process gets SIGTERM",
    async () => {
      const ports = await freePorts();
      const server = startDev(env(ports));
      await waitForOutput(server, /^Ready: http:\/\/127\.0\.0\.1:\d+/m);
      expect(server.output()).toContain(`Ready: http://127.0.0.1:${ports.appPort}`);
      const app = `http://127.0.0.1:${ports.appPort}`;
      const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
        fetch(`${app}${path}`, {
          method: init.method ?? 'GET',
          headers: { 'x-init-data': initData, 'content-type': 'application/json' },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        });

      // The first request after the ready line already reaches the backend (no proxy error): the reference
      // server's seller (10 credits), not Prism's example (12).
      const user = await call('/api/v1/user');
      expect(user.status).toBe(200);
      expect(((await user.json()) as SchemaUser).autobookingCount).toBe(10);

      // Коледино, four days from tomorrow (UTC, so never before Moscow's today), coefficient 5 stays as created,
      // for the next read (a reload) too. The dev backend runs on the real clock, so the days follow it.
      const days = [1, 2, 3, 4].map((ahead) => utcMidnightDaysAhead(ahead));
      const created = await call('/api/v1/triggers', {
        method: 'POST',
        body: {
          warehouseIds: [507],
          supplyTypes: ['BOX'],
          checkInterval: 180,
          maxCoefficient: 5,
          searchMode: 'RANGE',
          startDate: days[0],
          endDate: days[3]!.replace('T00:00:00.000Z', 'T23:59:59.999Z'),
          selectedDates: days,
        },
      });
      expect(created.status).toBe(200);
      const trigger = (await created.json()) as SchemaTrigger;
      const listed = (await (await call('/api/v1/triggers')).json()) as SchemaTrigger[];
      expect(listed.find((t) => t.id === trigger.id)).toEqual(trigger);
      expect(trigger).toMatchObject({ warehouseIds: [507], maxCoefficient: 5, searchMode: 'RANGE' });

      // Prism's validating proxy names what breaks the contract.
      const invalid = await call('/api/v1/triggers', { method: 'POST', body: { warehouseIds: [507] } });
      expect(invalid.status).toBe(422);
      expect(invalid.headers.get('sl-violations')).toContain("required property 'supplyTypes'");

      expect((await call(devBackendResetPath, { method: 'POST' })).status).toBe(204);
      const afterReset = (await (await call('/api/v1/triggers')).json()) as SchemaTrigger[];
      expect(afterReset.some((t) => t.id === trigger.id)).toBe(false);

      // A mock scenario's call gets Prism's example; the next call without one the session's data again.
      const userWith = async (headers: Record<string, string>) => {
        const answer = await fetch(`${app}/api/v1/user`, { headers: { 'x-init-data': initData, ...headers } });
        expect(answer.status).toBe(200);
        return (await answer.json()) as SchemaUser;
      };
      expect(
        (await userWith({ [mockScenarioHeader]: 'no-credits', Prefer: 'example=noCredits' })).autobookingCount,
      ).toBe(0);
      expect((await userWith({})).autobookingCount).toBe(10);

      await expectFullStop(server, 'SIGTERM', [ports.appPort, ports.prismPort, ports.proxyPort]);
    },
    startTimeoutMs + 30_000,
  );

  it(
    'stops both Prisms and exits with an error when Vite cannot start',
    async () => {
      const ports = await freePorts();
      // Holds the app's port, hanging up on anyone who connects.
      const occupant = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => occupant.listen(ports.appPort, '127.0.0.1', resolve));
      try {
        const server = startDev(env(ports));
        expect(await waitForExit(server)).not.toBe(0);
        expect(server.output()).toMatch(/\[vite\] exited with/);
        expect(server.output()).not.toMatch(/^Ready:/m);
        expect(await isPortFree(ports.prismPort)).toBe(true);
        expect(await isPortFree(ports.proxyPort)).toBe(true);
      } finally {
        await new Promise((resolve) => occupant.close(resolve));
      }
    },
    startTimeoutMs + 30_000,
  );
});
