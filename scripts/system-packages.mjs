// The Debian packages the test suites need beside node_modules: Playwright and Lighthouse drive the system's
// browsers (nothing is downloaded), and faketime moves the clock ahead for the tests that read a date.
// `npm test` calls ensureSystemPackages() before its first step; run alone, `node scripts/system-packages.mjs` does
// the same.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every system package the suites need, and a file it installs: present means installed. */
const systemPackages = [
  { name: 'chromium', file: '/usr/bin/chromium', neededBy: 'the benchmark and the Telegram Web tests' },
  { name: 'chromium-headless-shell', file: '/usr/lib/chromium/chromium-headless-shell', neededBy: 'the e2e tests' },
  { name: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver', neededBy: 'the WebKit tests' },
  { name: 'xvfb', file: '/usr/bin/xvfb-run', neededBy: 'the WebKit tests (a virtual display)' },
  { name: 'faketime', file: '/usr/bin/faketime', neededBy: 'the tests on a clock moved ahead' },
];

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
 * Installs the missing packages with apt-get when it runs as root on a Debian-like system, else says in one line
 * what to run; returns whether all are there afterwards.
 * @returns {Promise<boolean>}
 */
export async function ensureSystemPackages() {
  const missing = systemPackages.filter((pkg) => !existsSync(pkg.file));
  if (missing.length === 0) return true;
  const names = missing.map((pkg) => pkg.name);
  const hasAptGet = existsSync('/usr/bin/apt-get');
  if (!hasAptGet || process.getuid?.() !== 0) {
    const run = hasAptGet
      ? `sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`
      : `install the Debian packages ${names.join(', ')} (or their equivalents at the same paths) with your package manager`;
    console.log(`Missing system packages (${names.join(', ')}): run \`${run}\`, then npm test again.`);
    return false;
  }
  console.log(
    `Installing the missing system packages: ${missing.map((pkg) => `${pkg.name} (${pkg.neededBy})`).join(', ')}`,
  );
  for (const command of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', ...names],
  ]) {
    if ((await runCommand(command)) !== 0) {
      console.log(`\`${command.join(' ')}\` failed: install ${names.join(' ')} by hand, then npm test again.`);
      return false;
    }
  }
  const stillMissing = missing.filter((pkg) => !existsSync(pkg.file));
  if (stillMissing.length > 0)
    console.log(`Still missing after apt-get: ${stillMissing.map((pkg) => pkg.file).join(', ')}`);
  return stillMissing.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit((await ensureSystemPackages()) ? 0 : 1);
