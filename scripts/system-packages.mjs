// The Debian packages the test suites need beside node_modules: Playwright and Lighthouse drive the system's
// browsers (nothing is downloaded). `npm test` calls ensureSystemPackages() before its first step; run alone,
// `node scripts/system-packages.mjs` does the same.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} SystemPackage
 * @property {string} name The Debian package.
 * @property {string} file A file the package installs: present means installed.
 * @property {string} neededBy What needs it, for the message shown while installing.
 */

/**
 * Every system package the suites need, and the file that shows it is installed.
 * @type {readonly SystemPackage[]}
 */
export const systemPackages = [
  { name: 'chromium', file: '/usr/bin/chromium', neededBy: 'the e2e tests and the benchmark' },
  { name: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver', neededBy: 'the WebKit tests' },
  { name: 'xvfb', file: '/usr/bin/xvfb-run', neededBy: 'the WebKit tests (a virtual display)' },
];

/**
 * The packages whose file is missing.
 * @param {readonly SystemPackage[]} packages
 * @param {(file: string) => boolean} exists
 * @returns {SystemPackage[]}
 */
function missingPackages(packages = systemPackages, exists = existsSync) {
  return packages.filter((pkg) => !exists(pkg.file));
}

/**
 * What to do about `missing`: nothing; install with apt-get (as root on a Debian-like system); or tell the user,
 * in one line, what to run.
 * @param {{ name: string }[]} missing
 * @param {{ isRoot: boolean, hasAptGet: boolean }} machine
 * @returns {{ action: 'none' } | { action: 'install', commands: string[][] } | { action: 'advise', message: string }}
 */
export function installPlan(missing, { isRoot, hasAptGet }) {
  if (missing.length === 0) return { action: 'none' };
  const names = missing.map((pkg) => pkg.name);
  if (hasAptGet && isRoot)
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', ...names],
      ],
    };
  const run = hasAptGet
    ? `sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`
    : `install the Debian packages ${names.join(', ')} (or their equivalents at the same paths) with your package manager`;
  return {
    action: 'advise',
    message: `Missing system packages (${names.join(', ')}): run \`${run}\`, then npm test again.`,
  };
}

/**
 * @param {string[]} commandLine
 * @returns {Promise<number>} the exit code
 */
function runCommand([command = '', ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Installs the missing packages when it can; returns whether all are there afterwards. Every side of it can be
 * replaced, so a test can show each path without touching the machine.
 * @param {{
 *   packages?: readonly SystemPackage[],
 *   exists?: (file: string) => boolean,
 *   isRoot?: boolean,
 *   hasAptGet?: boolean,
 *   run?: (command: string[]) => Promise<number>,
 *   log?: (line: string) => void,
 * }} [options]
 * @returns {Promise<boolean>}
 */
export async function ensureSystemPackages({
  packages = systemPackages,
  exists = existsSync,
  isRoot = process.getuid?.() === 0,
  hasAptGet = existsSync('/usr/bin/apt-get'),
  run = runCommand,
  log = console.log,
} = {}) {
  const missing = missingPackages(packages, exists);
  const plan = installPlan(missing, { isRoot, hasAptGet });
  if (plan.action === 'none') return true;
  if (plan.action === 'advise') {
    log(plan.message);
    return false;
  }
  log(`Installing the missing system packages: ${missing.map((pkg) => `${pkg.name} (${pkg.neededBy})`).join(', ')}`);
  for (const command of plan.commands) {
    if ((await run(command)) !== 0) {
      log(
        `\`${command.join(' ')}\` failed: install ${missing.map((pkg) => pkg.name).join(' ')} by hand, then npm test again.`,
      );
      return false;
    }
  }
  const stillMissing = missingPackages(missing, exists);
  if (stillMissing.length > 0) log(`Still missing after apt-get: ${stillMissing.map((pkg) => pkg.file).join(', ')}`);
  return stillMissing.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit((await ensureSystemPackages()) ? 0 : 1);
