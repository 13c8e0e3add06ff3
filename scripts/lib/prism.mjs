// Starts and stops Prism (`prism mock` or `prism proxy`) for scripts and tests.
// Prism runs as the local binary in its own process group, so stop() ends it with everything it spawned.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
// The file `npx prism` runs; started with this node directly there is no npm wrapper process to leave behind.
const prismBin = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');

/** Whether nothing listens on host:port. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The first free port in [from, to]; throws when all are taken. */
export async function findFreePort(from, to, host = '127.0.0.1') {
  for (let port = from; port <= to; port++) if (await isPortFree(port, host)) return port;
  throw new Error(`No free port in ${from}-${to} on ${host}.`);
}

/**
 * Starts Prism and resolves once it listens.
 * @param {{ args: string[], port: number, host?: string, cwd?: string, timeoutMs?: number, echo?: boolean }} options
 *   args: everything after `prism`, without --host/--port (e.g. ['mock', 'openapi.yaml']).
 */
export async function startPrism({ args, port, host = '127.0.0.1', cwd = root, timeoutMs = 60_000, echo = false }) {
  if (!(await isPortFree(port, host))) throw new Error(`Cannot start Prism: ${host}:${port} is already in use.`);
  const child = spawn(process.execPath, [prismBin, ...args, '--host', host, '--port', String(port)], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // If the parent dies before stop() runs, do not leave Prism behind.
  const onParentExit = () => killGroup('SIGKILL');
  process.once('exit', onParentExit);

  const stop = async () => {
    process.off('exit', onParentExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Prism did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      if (output.includes('Prism is listening on')) {
        cleanup();
        resolve();
      }
    };
    const onExit = ({ code, signal }) => {
      cleanup();
      reject(new Error(`Prism exited (${code ?? signal}) before listening:\n${output}`));
    };
    function cleanup() {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
    }
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(onExit);
    onData();
  }).catch(async (error) => {
    await stop();
    throw error;
  });

  return { url: `http://${host}:${port}`, pid: child.pid, output: () => output, stop };
}
