// Starts and stops Prism (`prism mock` or `prism proxy`) for scripts and tests.
// Prism is one node process: started from its local binary directly (what `npx prism` runs, minus the npm and sh
// wrapper processes that would outlive a kill), it is stopped by stop(), by Ctrl-C with its parent, and when
// the parent exits.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const prismBin = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');

/** @typedef {{ url: string, stop: () => Promise<void> }} PrismProcess `url` e.g. http://127.0.0.1:4011 */
/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ExitStatus */

/**
 * Whether nothing listens on host:port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * The first free port in [from, to]; throws when all are taken.
 * @param {number} from
 * @param {number} to
 */
export async function findFreePort(from, to, host = '127.0.0.1') {
  for (let port = from; port <= to; port++) if (await isPortFree(port, host)) return port;
  throw new Error(`No free port in ${from}-${to} on ${host}.`);
}

/**
 * Whether something accepts connections on host:port.
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function accepts(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts Prism and resolves once it listens. It logs warnings and errors only: its line for every request cost about
 * a third of its CPU, and the callers read violations from its answers (`sl-violations`), not from its log.
 * @param {{ args: string[], port: number, host?: string, cwd?: string, timeoutMs?: number }} options
 *   args: everything after `prism`, without --host/--port (e.g. ['mock', 'openapi.yaml']).
 * @returns {Promise<PrismProcess>}
 */
export async function startPrism({ args, port, host = '127.0.0.1', cwd = root, timeoutMs = 60_000 }) {
  if (!(await isPortFree(port, host))) throw new Error(`Cannot start Prism: ${host}:${port} is already in use.`);
  const command = [prismBin, ...args, '--host', host, '--port', String(port), '--verboseLevel', 'warn'];
  const child = spawn(process.execPath, command, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  // The latest output, for the error message when Prism does not start.
  let output = '';
  const collect = (/** @type {string} */ chunk) => {
    output = (output + chunk).slice(-64 * 1024);
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);

  /** @type {Promise<ExitStatus>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const kill = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  // If the parent exits before stop() runs, do not leave Prism behind.
  const onParentExit = () => kill('SIGKILL');
  process.once('exit', onParentExit);

  const stop = async () => {
    process.off('exit', onParentExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  await new Promise((resolve, reject) => {
    let waiting = true;
    const timer = setTimeout(() => {
      waiting = false;
      reject(new Error(`Prism did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    exited.then(({ code, signal }) => {
      if (!waiting) return;
      waiting = false;
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code ?? signal}) before listening:\n${output}`));
    });
    const poll = async () => {
      if (!waiting) return;
      if (await accepts(port, host)) {
        if (!waiting) return;
        waiting = false;
        clearTimeout(timer);
        resolve(undefined);
      } else setTimeout(poll, 100);
    };
    void poll();
  }).catch(async (error) => {
    await stop();
    throw error;
  });

  return { url: `http://${host}:${port}`, stop };
}
