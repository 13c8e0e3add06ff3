// `npm test` on a fresh machine: the system packages the suites need are installed when possible, else one line
// says what to run. Every machine fact is injected, so nothing here touches the system.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureSystemPackages, installPlan, systemPackages } from '../../scripts/system-packages.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const chromium = systemPackages.find((pkg) => pkg.name === 'chromium');

function machine({
  missing,
  isRoot,
  hasAptGet,
  installs = true,
}: {
  missing: string[];
  isRoot: boolean;
  hasAptGet: boolean;
  installs?: boolean;
}) {
  const absent = new Set(systemPackages.filter((pkg) => missing.includes(pkg.name)).map((pkg) => pkg.file));
  const commands: string[][] = [];
  const lines: string[] = [];
  return {
    commands,
    lines,
    options: {
      exists: (file: string) => !absent.has(file),
      isRoot,
      hasAptGet,
      log: (line: string) => lines.push(line),
      run: (command: string[]) => {
        commands.push(command);
        if (installs && command[1] === 'install')
          for (const name of command.slice(3))
            absent.delete(systemPackages.find((pkg) => pkg.name === name)?.file ?? '');
        return Promise.resolve(0);
      },
    },
  };
}

describe('system packages', () => {
  it('lists Chromium at the path Playwright uses, and the WebKit driver and virtual display', () => {
    expect(chromium?.file).toBe('/usr/bin/chromium');
    expect(systemPackages.map((pkg) => pkg.name)).toEqual(['chromium', 'webkit2gtk-driver', 'xvfb']);
  });

  it('does nothing when every package is there', async () => {
    const fresh = machine({ missing: [], isRoot: true, hasAptGet: true });
    expect(await ensureSystemPackages(fresh.options)).toBe(true);
    expect(fresh.commands).toEqual([]);
    expect(fresh.lines).toEqual([]);
  });

  it('installs what is missing with apt-get as root, updating the lists first', async () => {
    const fresh = machine({ missing: ['chromium', 'xvfb'], isRoot: true, hasAptGet: true });
    expect(await ensureSystemPackages(fresh.options)).toBe(true);
    expect(fresh.commands).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', 'chromium', 'xvfb'],
    ]);
  });

  it('fails when apt-get did not install it', async () => {
    const fresh = machine({ missing: ['chromium'], isRoot: true, hasAptGet: true, installs: false });
    expect(await ensureSystemPackages(fresh.options)).toBe(false);
    expect(fresh.lines.at(-1)).toContain('/usr/bin/chromium');
  });

  it('says in one line what to run when it is not root', async () => {
    const fresh = machine({ missing: ['chromium'], isRoot: false, hasAptGet: true });
    expect(await ensureSystemPackages(fresh.options)).toBe(false);
    expect(fresh.commands).toEqual([]);
    expect(fresh.lines).toEqual([
      'Missing system packages (chromium): run `sudo apt-get update && sudo apt-get install -y chromium`, then npm test again.',
    ]);
  });

  it('names the packages without apt-get', () => {
    const plan = installPlan([{ name: 'chromium' }], { isRoot: true, hasAptGet: false });
    expect(plan.action).toBe('advise');
    expect(plan.action === 'advise' && plan.message.split('\n')).toHaveLength(1);
  });

  it("is all CI needs beside the README's commands", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(readme).toContain('npm ci && npm run dev');
    expect(readme).toMatch(/^npm test\b/m);
    expect(ci.split('\n').filter((line) => /^npm /.test(line))).toEqual(['npm ci', 'npm test']);
  });
});
