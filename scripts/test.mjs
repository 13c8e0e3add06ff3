// `npm test`: every gate of the project. First the system packages the suites need (installed when it can, else
// one line says what to run). The e2e suite, the longest step, starts as soon as its test build is made, and the
// other steps run one after another beside it as idle tasks: they fill the CPU the e2e suite leaves idle while its
// pages wait for answers. Each step runs even when another failed; a step's output is printed in one piece when it
// ends; then the end of each failed step's output again (a CI log that keeps only its tail still shows why), and a
// summary table with each step's time. Exits 1 if any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './system-packages.mjs';
import { planSteps } from './lib/test-plan.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The one test build of the browser suites (Playwright and WebKit), made once by the first step that needs it. */
const e2eDist = 'dist-e2e-shared';

/**
 * Each step is an npm script of package.json, so `npm run <script>` reproduces a failure alone (the browser suites
 * then make their own build). `after` names steps that must have passed first; `cores` says how many of the slots
 * a step keeps busy (the e2e suite's two workers); `lead` marks the step the run waits for.
 * @type {import('./lib/test-plan.mjs').Step[]}
 */
const steps = [
  // The test builds first (the one both browser suites load, and the crawl's with React's development build), then
  // the e2e suite as soon as they are there.
  { name: 'e2e test build', script: 'build:e2e', env: { E2E_OUT_DIR: e2eDist } },
  { name: 'e2e test build, React development build', script: 'build:e2e:react-dev', env: { E2E_OUT_DIR: e2eDist } },
  {
    name: 'e2e tests',
    script: 'test:e2e',
    after: ['build:e2e', 'build:e2e:react-dev'],
    cores: 2,
    lead: true,
    env: { E2E_DIST: e2eDist },
  },
  { name: 'generated code up to date', script: 'gen:check' },
  { name: 'contract lint', script: 'lint:api' },
  { name: 'contract diff vs release', script: 'diff:api' },
  // The two longest steps beside the e2e suite, early: each runs on one core (Vitest keeps one worker on two cores) and
  // the contract tests also wait (the conformance kit honours Retry-After), so they do not finish sooner in the slots
  // the e2e suite frees; what is left when it ends should be steps that finish side by side there, the longest first.
  { name: 'unit tests', script: 'test:unit' },
  { name: 'contract tests', script: 'test:contract' },
  // The unit and contract tests that read a date, again with the clock 400 days ahead (faketime).
  { name: 'date tests, clock moved ahead', script: 'test:dates' },
  // ESLint, zero warnings: type-aware rules, React hooks, TanStack Query and Router, accessibility, the layers of src/,
  // and the browser support of src/ (no API the oldest supported engines lack, unless src/polyfills.ts installs it);
  // and the types: one step, so the type-aware rules read the types of the typecheck's program instead of their own.
  { name: 'lint and types', script: 'lint-and-typecheck' },
  { name: 'format', script: 'format:check' },
  { name: 'dead code (unused files, exports, dependencies)', script: 'dead-code' },
  // Builds for production: the bundle budgets fail the build, naming the module. The benchmark measures and never
  // gates, so it runs by hand (`npm run bench`), not here.
  { name: 'bundle budgets', script: 'build:budgets' },
  // The smoke journeys in real WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb).
  { name: 'WebKit smoke tests', script: 'test:webkit', after: ['build:e2e'], env: { E2E_DIST: e2eDist } },
];

/**
 * How a step beside the lead one starts: as an idle task where Linux's `chrt` is there (the kernel runs it only on a
 * core nothing else wants, and a waking e2e process takes that core at once, while under `nice` it would wait for
 * the step's time slice to end), else at the lowest priority (`nice`, in every macOS base system), and on Windows at
 * the normal one. The first element is the command, the rest its arguments.
 * @type {string[]}
 */
const besideLead =
  process.platform === 'win32'
    ? []
    : spawnSync('chrt', ['--idle', '0', 'true']).status === 0
      ? ['chrt', '--idle', '0']
      : ['nice', '-n', '19'];

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

/** The last lines of each failed step's output, by step name, repeated above the summary table. */
const failureTails = new Map();
const tailLines = 80;

const banner = (/** @type {string} */ text) => `\n${text}${'─'.repeat(Math.max(0, 78 - text.length))}`;

/**
 * Runs `npm run <script>`; resolves with its exit code. Output is collected and printed when it ends, unless
 * `live`, when it streams.
 * @param {import('./lib/test-plan.mjs').Step} step
 * @param {boolean} live
 * @returns {Promise<number>}
 */
function run(step, live) {
  return new Promise((resolve) => {
    const title = `── ${step.name} (npm run ${step.script}) `;
    if (live) console.log(banner(title));
    const [command = npm, ...args] = [...(step.lead ? [] : besideLead), npm, 'run', step.script];
    const child = spawn(command, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    running.add(child);
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (/** @type {number} */ code) => {
      running.delete(child);
      const text = Buffer.concat(output).toString();
      if (!live) {
        console.log(banner(title));
        process.stdout.write(text);
      }
      if (code !== 0 && !live) failureTails.set(step.name, text.trimEnd().split('\n').slice(-tailLines).join('\n'));
      resolve(code);
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${String(error)}\n`));
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

if (!(await ensureSystemPackages())) process.exit(1);

// One slot more than the cores: the e2e suite's two workers and one more step share two cores.
const slots = availableParallelism() + 1;
const results = await planSteps(steps, slots, run);

for (const [name, tail] of failureTails)
  console.log(`${banner(`── failed: ${name}, its last ${tailLines} lines `)}\n${tail}`);

const rows = results.map((r) => [
  r.name,
  `npm run ${r.script}`,
  r.outcome.toUpperCase(),
  r.outcome === 'skipped' ? '-' : `${r.seconds.toFixed(1)} s`,
  r.outcome === 'skipped' ? '-' : `+${r.startedAt.toFixed(0)} s`,
  r.note,
]);
const header = ['step', 'command', 'result', 'time', 'started', 'note'];
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
const skipped = results.filter((r) => r.outcome === 'skipped').length;
const wall = Math.max(0, ...results.map((r) => r.startedAt + r.seconds));
console.log(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${(wall / 60).toFixed(1)} min (${slots} slots)`,
);
process.exit(failed || skipped ? 1 : 0);
