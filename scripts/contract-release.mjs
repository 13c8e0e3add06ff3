// `npm run contract:release`: records the current openapi.yaml as the released contract, bundled into one file
// (tests/contract/released/openapi.yaml) that `npm run diff:api` compares against. Refuses when the diff gate fails
// (info.version not bumped to match the changes) and when the version is already released with other content.
// Options: --spec=<path> --released=<path>.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundle, contractFiles, diffBundled, rel, versionOf } from './lib/redocly.mjs';

const { spec, released } = contractFiles(process.argv.slice(2));

async function release() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contract-release-'));
  try {
    const bundled = path.join(dir, 'openapi.yaml');
    await bundle(spec, bundled, { quiet: true });
    const version = await versionOf(bundled);
    const contents =
      `# Released contract ${version}: openapi.yaml bundled by \`npm run contract:release\`. Do not edit by hand;\n` +
      '# `npm run diff:api` compares openapi.yaml with this file.\n' +
      (await readFile(bundled, 'utf8'));

    if (existsSync(released)) {
      const current = await readFile(released, 'utf8');
      if (current === contents) {
        console.log(`Contract ${version} is already released at ${rel(released)}; nothing to do.`);
        return 0;
      }
      const { code } = await diffBundled(released, bundled);
      if (code !== 0) {
        console.error(
          'Not released: bump info.version as the diff above says, then run `npm run contract:release` again.',
        );
        return 1;
      }
      // Changes the diff does not rate (e.g. examples) still need a new version: a released version never changes.
      if ((await versionOf(released)) === version) {
        console.error(
          `Not released: version ${version} is already released with different content. Bump info.version in ${rel(spec)} first.`,
        );
        return 1;
      }
    }

    await mkdir(path.dirname(released), { recursive: true });
    await writeFile(released, contents);
    console.log(`Released contract ${version} to ${rel(released)}. Commit it together with openapi.yaml.`);
    return 0;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

process.exit(await release());
