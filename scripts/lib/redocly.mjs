// Runs the local Redocly CLI for the contract scripts: bundling a release and diffing against it.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const redoclyBin = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
/** Diff rules only (`diff-recommended`): redocly.yaml holds the lint rules. */
const diffConfig = path.join(root, 'scripts/redocly-diff.yaml');

/**
 * The contract and the released contract the scripts work on: `--spec=<path>` and `--released=<path>` (relative to
 * the repository), else openapi.yaml and tests/contract/released/openapi.yaml.
 * @param {string[]} args the command line's arguments
 */
export function contractFiles(args) {
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) =>
    path.resolve(root, args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
  return { spec: option('spec', 'openapi.yaml'), released: option('released', 'tests/contract/released/openapi.yaml') };
}

/** A file's path relative to the repository when it is inside it, for messages. */
export const rel = (/** @type {string} */ file) =>
  file.startsWith(root + path.sep) ? path.relative(root, file) : file;

/** @typedef {{ quiet?: boolean, cwd?: string }} RedoclyOptions quiet: do not stream the output to this process. */
/** @typedef {{ code: number, output: string }} RedoclyResult */

// Redocly prints a boxed Node 20 deprecation notice on every run; it says nothing about the contract.
const isBannerLine = (/** @type {string} */ line) => /^\s*[║╔╚]/.test(line);

/**
 * Runs `redocly <args>` and resolves with its exit code and output (banner removed).
 * The output is also streamed to this process unless `quiet`.
 * @param {string[]} args
 * @param {RedoclyOptions} [options]
 * @returns {Promise<RedoclyResult>}
 */
function redocly(args, { quiet = false, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [redoclyBin, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
    });
    let output = '';
    /**
     * @param {import('node:stream').Readable} stream
     * @param {NodeJS.WritableStream} target
     */
    const forward = (stream, target) => {
      let pending = '';
      stream.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) emit(line, target);
      });
      stream.on('end', () => pending && emit(pending, target));
    };
    /**
     * @param {string} line
     * @param {NodeJS.WritableStream} target
     */
    const emit = (line, target) => {
      // Drop the banner and the runs of blank lines it leaves behind.
      if (isBannerLine(line) || (!line.trim() && (output === '' || output.endsWith('\n\n')))) return;
      output += `${line}\n`;
      if (!quiet) target.write(`${line}\n`);
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Bundles `specPath` (with its mocks/ examples) into the single file `outPath`.
 * @param {string} specPath
 * @param {string} outPath
 * @param {RedoclyOptions} [options]
 */
export async function bundle(specPath, outPath, options) {
  const result = await redocly(
    ['bundle', specPath, '-o', outPath, '--component-renaming-conflicts-severity', 'off', '--lint-config', 'off'],
    options,
  );
  if (result.code !== 0) throw new Error(`redocly bundle ${specPath} failed:\n${result.output}`);
  return result;
}

// Keys whose object is a map of names (schemas, properties, parameters...), where `example` would be a name.
const nameMaps = new Set([
  'properties',
  'patternProperties',
  'schemas',
  '$defs',
  'parameters',
  'headers',
  'responses',
  'requestBodies',
  'securitySchemes',
  'links',
  'callbacks',
  'paths',
  'webhooks',
  'pathItems',
]);

/**
 * A copy of a bundled contract without examples (`example`, `examples`, components/examples).
 * @param {unknown} node
 * @param {string} [parentKey]
 * @returns {unknown}
 */
function withoutExamples(node, parentKey) {
  if (Array.isArray(node)) return node.map((item) => withoutExamples(item));
  if (node === null || typeof node !== 'object') return node;
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'example' || key === 'examples') && !nameMaps.has(parentKey ?? '')) continue;
    copy[key] = withoutExamples(value, key);
  }
  return copy;
}

/**
 * `redocly diff <released> <bundled> --fail-on none --check-version` on copies without examples: fails when
 * info.version was not bumped to match the impact of the changes (a breaking change needs a new major).
 * Examples are mock data, not behaviour, so adding or editing them needs no new version (Redocly rates an added
 * named example as a minor change). `--fail-on major` would fail on every breaking change even after the major
 * bump, so the version check alone decides. See docs/contract.md, "Versions and releases".
 * @param {string} releasedPath
 * @param {string} bundledPath
 * @param {RedoclyOptions} [options]
 */
export async function diffBundled(releasedPath, bundledPath, options) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contract-diff-'));
  try {
    const files = [];
    const [released, current] = await Promise.all(
      [releasedPath, bundledPath].map(async (from) => withoutExamples(parse(await readFile(from, 'utf8')))),
    );
    const openEnums = openEnumAdditions(released, current);
    for (const [document, name] of /** @type {const} */ ([
      [released, 'released.yaml'],
      [current, 'current.yaml'],
    ])) {
      const file = path.join(dir, name);
      await writeFile(file, stringify(document, { lineWidth: 0 }));
      files.push(file);
    }
    const result = await redocly(
      ['diff', ...files, '--config', diffConfig, '--lint-config', 'off', '--fail-on', 'none', '--check-version'],
      options,
    );
    return withOpenEnums(result, openEnums, released, current, options);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** @typedef {{ components?: { schemas?: Record<string, { enum?: unknown[], 'x-extensible-enum'?: boolean }> }, info?: { version?: string } }} Contract */

/**
 * The values added to open enums: a schema the current contract marks `x-extensible-enum` is a code that clients
 * show generically when they do not know it (the contract's Outcomes section), so a value it gains is a minor
 * change, not a breaking one. The released copy takes the current values, so Redocly does not rate them, and the
 * additions are listed here instead.
 * @param {unknown} released
 * @param {unknown} current
 * @returns {{ name: string, added: unknown[] }[]}
 */
function openEnumAdditions(released, current) {
  const before = /** @type {Contract} */ (released).components?.schemas ?? {};
  const after = /** @type {Contract} */ (current).components?.schemas ?? {};
  return Object.entries(after).flatMap(([name, schema]) => {
    const old = before[name];
    if (!schema['x-extensible-enum'] || !schema.enum || !old?.enum) return [];
    const added = schema.enum.filter((value) => !old.enum?.includes(value));
    if (!added.length) return [];
    old.enum = [...old.enum, ...added];
    return [{ name, added }];
  });
}

/**
 * Redocly's verdict with the open enums' additions: each is listed as minor, and needs at least a new minor version.
 * @param {RedoclyResult} result
 * @param {{ name: string, added: unknown[] }[]} additions
 * @param {unknown} released
 * @param {unknown} current
 * @param {RedoclyOptions} [options]
 * @returns {RedoclyResult}
 */
function withOpenEnums(result, additions, released, current, options) {
  if (!additions.length) return result;
  const lines = additions.map(
    ({ name, added }) =>
      `  · minor  open enum ${name} (x-extensible-enum) gained values: ${added.map((v) => `'${String(v)}'`).join(', ')}`,
  );
  const [major = 0, minor = 0] = String(/** @type {Contract} */ (released).info?.version ?? '')
    .split('.')
    .map(Number);
  const [newMajor = 0, newMinor = 0] = String(/** @type {Contract} */ (current).info?.version ?? '')
    .split('.')
    .map(Number);
  const bumped = newMajor > major || (newMajor === major && newMinor > minor);
  if (!bumped) lines.push(`❌ open enums gained values: info.version needs at least a new minor version.`);
  const text = `\nOpen enums (rated by this script, not by Redocly):\n${lines.join('\n')}\n`;
  if (!options?.quiet) process.stdout.write(text);
  return { code: bumped ? result.code : result.code || 1, output: result.output + text };
}

/**
 * diffBundled() for an unbundled spec (openapi.yaml with its mocks/ references).
 * @param {string} specPath
 * @param {string} releasedPath
 * @param {RedoclyOptions} [options]
 */
export async function diffAgainstRelease(specPath, releasedPath, options) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contract-bundle-'));
  try {
    const revision = path.join(dir, 'openapi.bundled.yaml');
    await bundle(specPath, revision, { ...options, quiet: true });
    return await diffBundled(releasedPath, revision, options);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * info.version of a YAML contract file.
 * @param {string} file
 */
export async function versionOf(file) {
  return String(parse(await readFile(file, 'utf8'))?.info?.version ?? '');
}
