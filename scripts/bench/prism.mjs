// Starts Prism on the contract and waits until it answers.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

export async function startPrism({ port, cwd }) {
  const child = spawn('npx', ['prism', 'mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', String(port), '--errors', 'false'], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited: ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/warehouses`, { headers: { 'x-init-data': 'bench' } });
      if (response.status < 500) return { stop: () => stopGroup(child) };
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  stopGroup(child);
  throw new Error(`Prism did not start on port ${port}: ${stderr}`);
}

/** Ends Prism and the processes npx started for it (they share its process group). */
function stopGroup(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
