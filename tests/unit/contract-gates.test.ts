// Proves that each contract gate of `npm test` fails on a drifted copy of the contract, by running the gate's own npm
// script command on a temporary copy of openapi.yaml + mocks/. That each passes on the untouched contract is the
// gate's own step of `npm test`; here each failure names the drift, so it cannot come from the copy.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scripts = (
  JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temporary copy of the contract, its examples and the generated code. */
async function contractCopy() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contract-gate-'));
  tempDirs.push(dir);
  await Promise.all(
    ['openapi.yaml', 'mocks', 'generated'].map((name) =>
      cp(path.join(root, name), path.join(dir, name), { recursive: true }),
    ),
  );
  return {
    dir,
    spec: path.join(dir, 'openapi.yaml'),
    /** Changes one YAML file of the copy through the YAML document model (formatting-independent). */
    async edit(file: string, change: (doc: ReturnType<typeof parseDocument>) => void) {
      const target = path.join(dir, file);
      const doc = parseDocument(await readFile(target, 'utf8'));
      change(doc);
      await writeFile(target, doc.toString());
    },
  };
}

/**
 * Runs the command of an npm script (as package.json has it) with extra arguments, from the repo root.
 * `replace` rewrites parts of the command, e.g. the spec path of a script that has no --spec option.
 */
function runScript(name: string, extraArgs: string[] = [], replace: [RegExp, string][] = []) {
  let command = scripts[name];
  if (!command) throw new Error(`package.json has no "${name}" script`);
  for (const [pattern, value] of replace) {
    if (!pattern.test(command)) throw new Error(`"${name}" script no longer matches ${pattern}: ${command}`);
    command = command.replace(pattern, value);
  }
  const full = [command, ...extraArgs.map((a) => `'${a}'`)].join(' ');
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'sh',
      ['-c', full],
      {
        cwd: root,
        env: {
          ...process.env,
          PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
          NO_COLOR: '1',
          FORCE_COLOR: '0',
          REDOCLY_TELEMETRY: 'off',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: `${stdout}\n${stderr}`,
        });
      },
    );
  });
}

const optionalOffset = { type: 'integer', minimum: 0 };

/** The contract's current version and the versions a major or minor change of it needs. */
const { version: current } = (
  parseDocument(await readFile(path.join(root, 'openapi.yaml'), 'utf8')).toJS() as { info: { version: string } }
).info;
const [currentMajor = 0] = current.split('.').map(Number);
const nextMajor = `${currentMajor + 1}.0.0`;
const nextMinorOfNextMajor = `${currentMajor + 1}.1.0`;
const nextMinor = `${currentMajor}.${Number(current.split('.')[1] ?? 0) + 1}.0`;
const escaped = (version: string) => version.replaceAll('.', '\\.');
const releasedAs = (version: string) => new RegExp(`^# Released contract ${escaped(version)}`);

// Each script run starts Node and Redocly over the whole contract, seconds of CPU: the versioning gates share one copy
// and take it through the changes in turn, each run showing one verdict, instead of a copy released anew per case.
describe.concurrent('contract gates fail on drift', { timeout: 300_000 }, () => {
  it('gen:check fails once openapi.yaml changes without `npm run gen`', async () => {
    const copy = await contractCopy();
    const args = [`--spec=${copy.spec}`, `--out=${path.join(copy.dir, 'generated')}`];

    await copy.edit('openapi.yaml', (doc) =>
      doc.setIn(['components', 'schemas', 'DraftListRequest', 'properties', 'offset'], optionalOffset),
    );
    const drifted = await runScript('gen:check', args);
    expect(drifted.output).toMatch(/out of date .*schema\.d\.ts/);
    expect(drifted.code).toBe(1);
  });

  it('lint:api fails on a named example that violates its schema', async () => {
    const copy = await contractCopy();
    const onCopy: [RegExp, string][] = [[/\bopenapi\.yaml\b/, copy.spec]];

    await copy.edit('mocks/user.yaml', (doc) => doc.setIn(['activeUser', 'value', 'autobookingCount'], 'twelve'));
    const drifted = await runScript('lint:api', [], onCopy);
    expect(drifted.output).toContain('no-invalid-media-type-examples');
    expect(drifted.output).toMatch(/autobookingCount.*must be integer/);
    expect(drifted.code).toBe(1);
  });

  it(
    'diff:api and contract:release: no release fails, a new example needs no new version for the diff but one for ' +
      'a release, a breaking change needs the major version for both, and the released major is the new base',
    async () => {
      const copy = await contractCopy();
      const released = path.join(copy.dir, 'released', 'openapi.yaml');
      const args = [`--spec=${copy.spec}`, `--released=${released}`];
      const setVersion = (version: string) =>
        copy.edit('openapi.yaml', (doc) => doc.setIn(['info', 'version'], version));

      const missing = await runScript('diff:api', args);
      expect(missing.output).toContain('npm run contract:release');
      expect(missing.code).toBe(1);
      expect((await runScript('contract:release', args)).code).toBe(0);
      expect(await readFile(released, 'utf8')).toMatch(releasedAs(current));

      // A named example is mock data: the diff leaves it out, while a released version never changes.
      await copy.edit('openapi.yaml', (doc) =>
        doc.setIn(
          ['paths', '/api/v1/triggers', 'get', 'responses', '200', 'content', 'application/json', 'examples', 'one'],
          { value: [] },
        ),
      );
      const withExample = await runScript('diff:api', args);
      expect(withExample.output).toContain('0 major, 0 minor, 0 patch');
      expect(withExample.code).toBe(0);
      const sameVersion = await runScript('contract:release', args);
      expect(sameVersion.output).toContain(`version ${current} is already released with different content`);
      expect(sameVersion.code).toBe(1);

      // Two breaking changes: a removed operation and a new required request field.
      await copy.edit('openapi.yaml', (doc) => {
        doc.deleteIn(['paths', '/api/v1/user/auth/logout']);
        doc.setIn(['components', 'schemas', 'DraftListRequest', 'properties', 'offset'], optionalOffset);
        doc.setIn(['components', 'schemas', 'DraftListRequest', 'required'], ['limit', 'offset']);
      });
      const breaking = await runScript('diff:api', args);
      expect(breaking.output).toContain('path-removed');
      expect(breaking.output).toContain('required-properties-added');
      expect(breaking.output).toContain(`require a major bump (${nextMajor})`);
      expect(breaking.code).toBe(1);
      const refused = await runScript('contract:release', args);
      expect(refused.output).toContain('Not released');
      expect(refused.code).toBe(1);
      expect(await readFile(released, 'utf8')).toMatch(releasedAs(current));

      await setVersion(nextMinor);
      expect((await runScript('diff:api', args)).code).toBe(1);

      // With the major raised the release runs the same diff, passes it, and becomes the base: an addition then
      // needs a minor version.
      await setVersion(nextMajor);
      const bumped = await runScript('contract:release', args);
      expect(bumped.output).toContain('Diff passed');
      expect(bumped.code).toBe(0);
      expect(await readFile(released, 'utf8')).toMatch(releasedAs(nextMajor));
      await copy.edit('openapi.yaml', (doc) =>
        doc.setIn(['components', 'schemas', 'TransitRequest', 'properties', 'includeInactive'], { type: 'boolean' }),
      );
      const added = await runScript('diff:api', args);
      expect(added.output).toContain(`require a minor bump (${nextMinorOfNextMajor})`);
      expect(added.code).toBe(1);
    },
  );
});
