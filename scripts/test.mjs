// `npm test`: every gate of the project, in order. First the system packages the suites need (installed when it
// can, else one line says what to run). Each step runs even when an earlier one failed, its output is streamed as
// it comes, and a summary table follows. Exits 1 if any step failed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Each step is an npm script of package.json, so `npm run <script>` reproduces a failure alone. */
const steps = [
  { name: 'generated code up to date', script: 'gen:check' },
  { name: 'contract lint', script: 'lint:api' },
  { name: 'contract diff vs release', script: 'diff:api' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'format', script: 'format:check' },
  // ESLint, zero warnings: type-aware rules, React hooks, TanStack Query and Router, accessibility, the layers of src/.
  { name: 'lint', script: 'lint' },
  { name: 'dead code (unused files, exports, dependencies)', script: 'dead-code' },
  { name: 'browser support (supported engines only)', script: 'lint:compat' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'contract tests', script: 'test:contract' },
  // Builds for production (the bundle budgets fail the build, naming the module) and runs the benchmark once, small.
  { name: 'bundle budgets and benchmark smoke', script: 'bench:quick' },
  // The smoke journeys in real WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb).
  { name: 'WebKit smoke tests', script: 'test:webkit' },
  {
    name: 'e2e tests',
    script: 'test:e2e',
    skip: () =>
      existsSync(path.join(root, 'playwright.config.ts')) ? undefined : 'playwright.config.ts does not exist yet',
  },
];

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (current) current.kill(signal);
    process.exit(130);
  });
}

/**
 * Runs `npm run <script>`; resolves with its exit code.
 * @param {string} script
 * @returns {Promise<number>}
 */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { cwd: root, stdio: 'inherit' });
    current = child;
    child.once('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!(await ensureSystemPackages())) process.exit(1);

const results = [];
for (const step of steps) {
  const banner = `── ${step.name} (npm run ${step.script}) `;
  console.log(`\n${banner}${'─'.repeat(Math.max(0, 78 - banner.length))}`);
  const skipReason = step.skip?.();
  if (skipReason) {
    console.log(`Skipped: ${skipReason}.`);
    results.push({ ...step, outcome: 'skipped', seconds: 0, note: skipReason });
    continue;
  }
  const started = performance.now();
  const code = await run(step.script);
  const seconds = (performance.now() - started) / 1000;
  results.push({
    ...step,
    outcome: code === 0 ? 'passed' : 'failed',
    seconds,
    note: code === 0 ? '' : `exit code ${code}`,
  });
}
current = undefined;

const rows = results.map((r) => [
  r.name,
  `npm run ${r.script}`,
  r.outcome.toUpperCase(),
  r.outcome === 'skipped' ? '-' : `${r.seconds.toFixed(1)} s`,
  r.note,
]);
const header = ['step', 'command', 'result', 'time', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
const line = (/** @type {string[]} */ cells) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
console.log(`\n${'═'.repeat(78)}\n${line(header)}\n${line(widths.map((w) => '─'.repeat(w)))}`);
for (const row of rows) console.log(line(row));

const passed = results.filter((r) => r.outcome === 'passed').length;
const failed = results.filter((r) => r.outcome === 'failed').length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
