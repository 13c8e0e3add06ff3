// `npm run dev` on spare ports: ready only once the API answers through Vite's proxy, and stopping it by its pid
// (or losing one of its children) leaves no process holding a port.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort, isPortFree } from '../../scripts/lib/prism.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const startTimeoutMs = 120_000;

interface DevServer {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: DevServer[] = [];

function startDev(env: Record<string, string>): DevServer {
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
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

/** Free ports from a random start, so runs in several checkouts on one machine rarely pick the same ones. */
async function freePorts(): Promise<{ appPort: number; prismPort: number }> {
  const offset = Math.floor(Math.random() * 40);
  const prismPort = await findFreePort(4400 + offset, 4449);
  const appPort = await findFreePort(4450 + offset, 4499);
  return { appPort, prismPort };
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
    await server.exited;
  }
});

describe('npm run dev', () => {
  it(
    'is ready once the mock API answers through the proxy, and frees both ports when its pid gets SIGTERM',
    async () => {
      const { appPort, prismPort } = await freePorts();
      const server = startDev({ PORT: String(appPort), PRISM_PORT: String(prismPort) });
      await waitForOutput(server, /^Ready: http:\/\/127\.0\.0\.1:\d+/m);
      expect(server.output()).toContain(`Ready: http://127.0.0.1:${appPort}`);

      // The first request after the ready line already reaches Prism (no proxy error).
      const answer = await fetch(`http://127.0.0.1:${appPort}/api/v1/user`, { headers: { 'x-init-data': 'test' } });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toHaveProperty('autobookingCount');

      server.process.kill('SIGTERM');
      await waitForExit(server);
      expect(await isPortFree(appPort)).toBe(true);
      expect(await isPortFree(prismPort)).toBe(true);
    },
    startTimeoutMs + 30_000,
  );

  it(
    'stops Prism and exits with an error when Vite cannot start',
    async () => {
      const { appPort, prismPort } = await freePorts();
      // Holds the app's port, hanging up on anyone who connects.
      const occupant = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => occupant.listen(appPort, '127.0.0.1', resolve));
      try {
        const server = startDev({ PORT: String(appPort), PRISM_PORT: String(prismPort) });
        expect(await waitForExit(server)).not.toBe(0);
        expect(server.output()).toMatch(/\[vite\] exited with/);
        expect(server.output()).not.toMatch(/^Ready:/m);
        expect(await isPortFree(prismPort)).toBe(true);
      } finally {
        await new Promise((resolve) => occupant.close(resolve));
      }
    },
    startTimeoutMs + 30_000,
  );
});
