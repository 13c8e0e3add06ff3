// `npm run dev`: the app on http://127.0.0.1:$PORT (5173) with two offline backends (README, "Offline backends"):
// - the stateful backend (tools/reference-server/dev-backend.mjs, in this process) behind Prism as a validating proxy on
//   $PRISM_PROXY_PORT (4011): every call of the app without `?mock=` goes there, and Prism reports each request and
//   answer that breaks the contract;
// - Prism serving the contract's examples on $PRISM_PORT (4010), for the calls of a `?mock=<scenario>`.
// With $API_URL set, Vite proxies /api there instead and neither is started: a team's staging backend, with
// $STAGING_BOT_TOKEN, the token of the bot it checks init data against. The dev server then launches every page with
// init data signed by that token for $STAGING_USER_ID (scripts/vite-staging-launch.ts), after checking that the
// backend accepts it and putting the seller into $STAGING_SELLER's state (scripts/lib/staging.mjs; docs/contract.md,
// "Running the app on your staging backend"). Prints `Ready: <url>` once everything answers. Each child runs in a process group of its own (Vite's esbuild, Prism's workers), and every group is
// stopped on SIGINT, SIGTERM and SIGHUP, when either child dies, and when the parent process goes (npm, when it is
// killed outright), so stopping this process or npm's frees every port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkStagingBackend, readStagingSettings, StagingSettingError } from './lib/staging.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const host = '127.0.0.1';
const appPort = Number(process.env.PORT ?? 5173);
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const proxyPort = Number(process.env.PRISM_PROXY_PORT ?? 4011);
/** @type {import('./lib/staging.mjs').StagingSettings | undefined} */
let staging;
try {
  staging = readStagingSettings(process.env);
} catch (error) {
  if (!(error instanceof StagingSettingError)) throw error;
  console.error(error.message);
  process.exit(2);
}
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
// npm forwards SIGINT and SIGTERM (package.json execs this script, so no shell stands between them); a parent killed
// outright forwards nothing, and this process is handed to another parent.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void stop(0);
}, 1_000).unref();
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
  /** @type {Record<string, string>} */
  const backendUrls = {};
  if (staging) {
    for (const line of await checkStagingBackend(staging)) console.log(line);
  } else {
    // Loaded only here: a staging run needs none of it.
    const { startDevBackend } = await import('../tools/reference-server/dev-backend.mjs');
    const backend = await startDevBackend();
    // Prism answers every call without x-init-data with 401; with it, the user. Either means it serves.
    const anyUser = { 'x-init-data': 'dev' };
    run('prism', 'node_modules/@stoplight/prism-cli/dist/index.js', prismArgs(['mock', 'openapi.yaml'], prismPort), {
      FORCE_COLOR: '0',
    });
    run(
      'prism proxy',
      'node_modules/@stoplight/prism-cli/dist/index.js',
      prismArgs(['proxy', 'openapi.yaml', backend.url], proxyPort),
      { FORCE_COLOR: '0' },
    );
    await Promise.all([
      waitUntilAnswering('Prism', `http://${host}:${prismPort}/api/v1/user`, anyUser),
      waitUntilAnswering('Prism proxy', `http://${host}:${proxyPort}/api/v1/user`, anyUser),
    ]);
    backendUrls.PRISM_URL = `http://${host}:${prismPort}`;
    backendUrls.STATEFUL_API_URL = `http://${host}:${proxyPort}`;
    backendUrls.DEV_BACKEND_URL = backend.url;
  }
  run('vite', 'node_modules/vite/bin/vite.js', ['--host', host, '--port', String(appPort), '--strictPort'], {
    PORT: String(appPort),
    ...backendUrls,
  });
  await waitUntilAnswering('Vite', `http://${host}:${appPort}/`);
  const api = staging
    ? `${staging.apiUrl}, as Telegram user ${staging.userId}; ?user=<id> launches as another`
    : `the session's data through Prism's validating proxy on :${proxyPort}; ?mock=<scenario>: Prism on :${prismPort}`;
  console.log(`Ready: http://${host}:${appPort} (API: ${api})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(error instanceof StagingSettingError ? 2 : 1);
}

/**
 * @param {string[]} args
 * @param {number} port
 */
function prismArgs(args, port) {
  return [...args, '--host', host, '--port', String(port)];
}
