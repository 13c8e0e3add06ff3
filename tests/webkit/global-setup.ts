// Starts everything the WebKit smoke suite needs and stops it again, also when a step or a test fails:
// the e2e build served by `vite preview` with Prism behind /api, an X server (Xvfb), WebKitWebDriver, and one
// WebDriver session of WebKitGTK's MiniBrowser that every test file attaches to (a browser start costs seconds).
// Each program runs in a process group of its own, killed with everything it spawned.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { remote } from 'webdriverio';
import { isPortFree, startPrism } from '../../scripts/lib/prism.mjs';
import { minibrowserCapabilities, type WebKitSession } from './session';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Browsers and Node refuse the Fetch standard's "bad ports" (4190 is one): the defaults keep clear of them.
const ports = {
  prism: Number(process.env.WEBKIT_PRISM_PORT ?? 4040),
  app: Number(process.env.WEBKIT_APP_PORT ?? 4182),
  driver: Number(process.env.WEBKIT_DRIVER_PORT ?? 4183),
};
// E2E_DIST names a test build made beforehand (`npm test` builds it once for this suite and the Playwright one).
const prebuilt = process.env.E2E_DIST;
const outDir = prebuilt ?? `dist-webkit-${ports.app}`;
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: WebKitSession;
  }
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// If vitest exits without running the teardown (an interrupt, a crash), leave nothing behind.
const killAll = () => {
  for (const child of running) killGroup(child, 'SIGKILL');
};
process.once('exit', killAll);

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  extraStdio: 'pipe'[] = [],
): Started {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', ...extraStdio],
    env: { ...process.env, ...env },
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-32 * 1024);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
    child.once('error', (error) => {
      output += `\n${name}: ${error.message}`;
      running.delete(child);
      resolve();
    });
  });
  return { child, output: () => output, exited };
}

async function stop({ child, exited }: Started) {
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers at all; fails when the program exits first or after `timeoutMs`. */
async function waitForHttp(name: string, url: string, program: Started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void program.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${name} exited before answering ${url}:\n${program.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms:\n${program.output()}`);
}

function onPath(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, binary);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** WebKitGTK's MiniBrowser (Debian: /usr/lib/<arch>/webkit2gtk-4.x/MiniBrowser); MINIBROWSER overrides. */
function findMiniBrowser(): string | undefined {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  for (const base of ['/usr/lib', '/usr/libexec', '/usr/lib64']) {
    const dirs = existsSync(base) ? readdirSync(base) : [];
    for (const dir of [...dirs.map((name) => path.join(base, name)), base]) {
      for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
        const candidate = path.join(dir, api, 'MiniBrowser');
        if (existsSync(candidate)) return candidate;
      }
    }
  }
  return undefined;
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const program = start(name, command, args, env);
  return program.exited.then(() => {
    if (program.child.exitCode !== 0)
      throw new Error(`${name} failed (${program.child.exitCode ?? program.child.signalCode}):\n${program.output()}`);
  });
}

/** Starts Xvfb on the first free display it finds and resolves with its name, e.g. ':1'. */
async function startXvfb(binary: string) {
  const program = start('Xvfb', binary, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {}, [
    'pipe',
  ]);
  const displayFd = program.child.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start:\n${program.output()}`)), 20_000);
    displayFd.on('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(`:${chunk.toString().trim()}`);
    });
    void program.exited.then(() => reject(new Error(`Xvfb exited:\n${program.output()}`)));
  });
  return { program, display };
}

export default async function setup(project: TestProject) {
  const webDriver = onPath('WebKitWebDriver');
  const xvfb = onPath('Xvfb');
  const miniBrowser = findMiniBrowser();
  if (!webDriver || !xvfb || !miniBrowser) {
    throw new Error(
      "The WebKit smoke tests need WebKitWebDriver, Xvfb and WebKitGTK's MiniBrowser: on Debian " +
        '`apt-get install -y webkit2gtk-driver xvfb` (.ci/run installs them when missing).',
    );
  }
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port)))
      throw new Error(`Port ${port} (${name}) is in use: set WEBKIT_${name.toUpperCase()}_PORT.`);
  }

  const started: Started[] = [];
  let prism: Awaited<ReturnType<typeof startPrism>> | undefined;
  let session: WebdriverIO.Browser | undefined;
  const teardown = async () => {
    await session?.deleteSession().catch(() => undefined);
    for (const program of started.reverse()) await stop(program);
    await prism?.stop();
  };

  try {
    // The same test build as the Playwright suite (mocked Telegram client, scenario switch), with its own output.
    if (!prebuilt)
      await run(
        'vite build',
        process.execPath,
        [vite, 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
        { APP_VERSION: 'e2e' },
      );
    prism = await startPrism({ args: ['mock', 'openapi.yaml'], port: ports.prism });
    const preview = start(
      'vite preview',
      process.execPath,
      [vite, 'preview', '--mode', 'e2e', '--outDir', outDir, '--port', String(ports.app)],
      {
        PRISM_URL: prism.url,
      },
    );
    started.push(preview);
    const appUrl = `http://127.0.0.1:${ports.app}`;
    await waitForHttp('vite preview', appUrl, preview);

    const { program: xserver, display } = await startXvfb(xvfb);
    started.push(xserver);
    const driver = start('WebKitWebDriver', webDriver, [`--port=${ports.driver}`], { DISPLAY: display });
    started.push(driver);
    await waitForHttp('WebKitWebDriver', `http://127.0.0.1:${ports.driver}/status`, driver);

    const connection = { hostname: '127.0.0.1', port: ports.driver, path: '/' };
    session = await remote({
      ...connection,
      logLevel: 'warn',
      connectionRetryCount: 1,
      capabilities: minibrowserCapabilities(miniBrowser),
    });
    // A phone's width, as in the Playwright suite.
    await session.setWindowSize(390, 844);
    project.provide('webkit', {
      ...connection,
      sessionId: session.sessionId,
      capabilities: session.capabilities,
      appUrl,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
