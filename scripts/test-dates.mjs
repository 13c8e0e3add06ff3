// `npm run test:dates`: the unit and contract tests that read a date run again with the clock 400 days ahead (Debian's
// faketime), so a test that holds only until some day fails today, not on that day (and on every day after it: a nearer
// run finds nothing more). A test reads a date when its file, or a test helper of src/testing it imports, writes a date
// (2026-11-21, 21.11.2026), uses `Date`, or starts something on the machine's clock (the reference server, the
// conformance kit, `npm run dev`). The rest run on no date; `npm run test:unit` runs them. Without faketime this fails.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');

/** How far ahead the clock moves: past the end of every month-long and year-long window of the rules. */
const daysAhead = 400;

/** What reads a date: a date written out, the `Date` object, a server or tool that runs on the machine's clock. */
const readsDate =
  /\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4}|\bDate\b|tools\/(?:reference-server|conformance-kit)\/|'run', 'dev'/;

/**
 * Files the pattern finds that read no date of today, each with the reason.
 * @type {Record<string, string>}
 */
const notOnToday = {
  // Prism checks a date's format, never its day: the dates of these requests mean nothing to it. Left out, no
  // Prism starts: the other contract tests run on the reference server and the conformance kit.
  'tests/contract/operations.test.ts': 'Prism only',
  // Its dates are the labels of options, text like any other.
  'src/shared/ui/form/select.test.tsx': 'dates as labels',
  // They import the tools for what reads no clock, or pass the tools a fixed one: the stateful backend runs on the
  // test's `now`, the kit's dates are moved to a `today` the test gives, and the dev server's routing reads no date.
  'tests/unit/dev-backend.test.ts': "the backend on the test's clock",
  'tests/unit/init-data.test.ts': 'fixed auth dates and today',
  'tests/unit/vite-dev-backend.test.ts': 'routing only',
};

/**
 * Every file under `dir` (relative to the root) whose name matches `name`.
 * @param {string} dir
 * @param {RegExp} name
 * @returns {string[]}
 */
function filesUnder(dir, name) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The test helpers of src/testing a file imports (`@/testing/<name>`). */
function helpersOf(/** @type {string} */ text) {
  return [...text.matchAll(/from '@\/testing\/([\w-]+)'/g)].map((match) => `src/testing/${match[1]}.ts`);
}

/** Whether a test file reads a date, itself or through a helper of src/testing. */
function readsADate(/** @type {string} */ file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [text, ...helpersOf(text).map((helper) => readFileSync(path.join(root, helper), 'utf8'))].some((source) =>
    readsDate.test(source),
  );
}

const testFile = /\.test\.tsx?$/;
const suites = [
  {
    name: 'unit',
    // Of `npm run dev`'s tests, the one that creates a trigger on the days ahead of today: the other starts and
    // stops the servers when Vite cannot start, on any day, and each start costs the CPU of three servers.
    options: ['--testNamePattern', '^(?!npm run dev stops both Prisms)'],
    files: [...filesUnder('src', testFile), ...filesUnder('tests/unit', testFile)],
  },
  {
    name: 'contract',
    // Of the conformance kit's tests, its pass of the reference server: the kit and the server both read the clock.
    // Its runs against the broken copies of the server run on a clock of their own, and its other runs show what the
    // kit finds on any day.
    options: [
      '--config',
      'tests/contract/vitest.config.ts',
      '--testNamePattern',
      '^(?!contract:verify )|^contract:verify passes the reference server,',
    ],
    files: filesUnder('tests/contract', testFile),
  },
].map((suite) => ({ ...suite, files: suite.files.filter((file) => !(file in notOnToday) && readsADate(file)) }));

if (spawnSync('faketime', ['-f', '+0d', 'true']).status !== 0) {
  console.error(
    'test:dates needs faketime, to run the tests with the clock moved ahead: `apt-get install faketime` ' +
      '(Debian; npm test installs it when run as root).',
  );
  process.exit(1);
}

/**
 * Runs one suite's date-reading files with the clock `days` ahead; resolves with the exit code.
 * @param {{ name: string, options: string[], files: string[] }} suite
 * @param {number} days
 * @returns {Promise<number>}
 */
function runAhead(suite, days) {
  console.log(`\n── ${suite.name} tests that read a date, the clock ${days} days ahead (${suite.files.length} files)`);
  const child = spawn(
    'faketime',
    ['-f', `+${days}d`, process.execPath, 'node_modules/vitest/vitest.mjs', 'run', ...suite.options, ...suite.files],
    { cwd: root, stdio: 'inherit' },
  );
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

let failed = 0;
for (const suite of suites) if ((await runAhead(suite, daysAhead)) !== 0) failed++;
process.exit(failed ? 1 : 0);
