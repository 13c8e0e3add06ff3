// `npm run diff:api`: compares openapi.yaml with the last released contract (tests/contract/released/openapi.yaml)
// and fails unless info.version was bumped to match the impact of the changes: a breaking change needs a new
// major version, an addition a new minor, any other change a new patch. Examples (mock data) are left out.
// Options: --spec=<path> --released=<path>.
import { existsSync } from 'node:fs';
import { contractFiles, diffAgainstRelease, rel } from './lib/redocly.mjs';

const { spec, released } = contractFiles(process.argv.slice(2));

if (!existsSync(released)) {
  console.error(`No released contract at ${rel(released)}. Create it with \`npm run contract:release\`.`);
  process.exit(1);
}

console.log(`Comparing ${rel(spec)} with the released contract ${rel(released)}`);
console.log(
  '(examples are left out; locations point into bundled copies, the change paths name the operation and field)\n',
);
const { code } = await diffAgainstRelease(spec, released);
if (code !== 0) {
  console.error(
    'The contract changed without the matching info.version bump. Breaking changes need a new major version: ' +
      'keep the old behaviour instead if you can, otherwise bump info.version as the message above says and tell the backend teams.',
  );
}
process.exit(code);
