// `npm run dev`: Prism mocks the contract on 127.0.0.1:$PRISM_PORT (4010), and once it answers, Vite serves the app on
// http://127.0.0.1:$PORT (5173), proxying /api to Prism (or to $API_URL when set: then no Prism is started).
// Prints `Ready: <url>` when both answer. Each child runs in a process group of its own (Vite's esbuild, Prism's
// workers), and the whole group is stopped on SIGINT, SIGTERM and SIGHUP and when either child dies, so stopping
// this process by its pid frees both ports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const host = '127.0.0.1';
const appPort = Number(process.env.PORT ?? 5173);
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const apiUrl = process.env.API_URL;
const startTimeoutMs = 120_000;
/** How long a child may take to exit on SIGTERM before its group is killed. */
const stopGraceMs = 5_000;

/** @type {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<void> }[]} */
const children = [];
let stopping = false;

/**
 * Starts `node <script> <args>` in a process group of its own, its output prefixed with `[name]`.
 * @param {string} name
 * @param {string} script relative to the repository
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env] added to this process's environment
 */
function run(name, script, args, env = {}) {
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  /**
   * @param {import('node:stream').Readable} stream
   * @param {NodeJS.WritableStream} target
   */
  const forward = (stream, target) =>
    stream.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => {
      for (const line of chunk.split('\n')) if (line.trim()) target.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const exited = /** @type {Promise<void>} */ (new Promise((resolve) => child.once('exit', () => resolve(undefined))));
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited with ${code ?? signal}; stopping the dev server`);
    void stop(code || 1);
  });
  children.push({ name, child, exited });
  return child;
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  // No pid: the child never started.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Stops every child's process group, waits for them to exit, then exits with `code`.
 * @param {number} code
 */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) signalGroup(child, 'SIGTERM');
  const forceKill = setTimeout(() => {
    for (const { child } of children) signalGroup(child, 'SIGKILL');
  }, stopGraceMs);
  await Promise.all(children.map(({ exited }) => exited));
  clearTimeout(forceKill);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
// Last resort if this process dies of an error: no child may outlive it.
process.on('exit', () => {
  for (const { child } of children) signalGroup(child, 'SIGKILL');
});

/**
 * Resolves once `url` answers at all (any HTTP status); rejects after `startTimeoutMs`.
 * @param {string} name
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<void>}
 */
async function waitUntilAnswering(name, url, headers = {}) {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (stopping) return new Promise(() => {});
    try {
      await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      return undefined;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within ${startTimeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

try {
  if (!apiUrl) {
    run(
      'prism',
      'node_modules/@stoplight/prism-cli/dist/index.js',
      ['mock', 'openapi.yaml', '--host', host, '--port', String(prismPort)],
      {
        FORCE_COLOR: '0',
      },
    );
    // Prism answers every call without x-init-data with 401; with it, the user. Either means it serves.
    await waitUntilAnswering('Prism', `http://${host}:${prismPort}/api/v1/user`, { 'x-init-data': 'dev' });
  }
  run('vite', 'node_modules/vite/bin/vite.js', ['--host', host, '--port', String(appPort), '--strictPort'], {
    PORT: String(appPort),
    PRISM_URL: `http://${host}:${prismPort}`,
  });
  await waitUntilAnswering('Vite', `http://${host}:${appPort}/`);
  console.log(`Ready: http://${host}:${appPort} (API: ${apiUrl ?? `Prism mock on http://${host}:${prismPort}`})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
