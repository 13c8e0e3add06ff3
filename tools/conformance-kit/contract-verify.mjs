// `npm run contract:verify -- <base-url>`: the conformance kit. Checks a running backend against openapi.yaml:
// authentication probes, every operation with live ids (create → list → update → toggle → delete, cleaning up),
// idempotent repeats, invalid bodies and unknown ids; every answer is validated against the contract's schemas
// and reported with the status and the value the backend sent. See tools/conformance-kit/conformance.mjs.
//
//   npm run contract:verify -- https://staging.example.ru --bot-token=<test bot token>
//   INIT_DATA='<raw initData of a test seller>' npm run contract:verify -- https://staging.example.ru
//
// Exit codes: 0 the backend conforms; 1 it does not (every finding is printed); 2 wrong usage.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summary, verifyBackend } from './conformance.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const usageText = `Usage: npm run contract:verify -- <base-url> (--bot-token=<token> | INIT_DATA=<raw init data>)
  [--user-id=<Telegram user id of the test seller>] [--skip=<operationId,...>] [--report=<file.json>] [--timeout=<ms>]
  [--contract=<openapi.yaml to check against, e.g. tests/contract/released/openapi.yaml>]`;

/**
 * @param {string} message
 * @returns {never}
 */
function usage(message) {
  console.error(`${message}\n${usageText}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const positional = args.filter((a) => !a.startsWith('--'));
if (positional.length !== 1) usage('Give exactly one base URL.');
let upstream;
try {
  upstream = new URL(positional[0] ?? '');
} catch {
  usage(`Not a URL: ${positional[0]}`);
}
if (!['http:', 'https:'].includes(upstream.protocol)) usage(`Not an http(s) URL: ${upstream}`);

const botToken = option('bot-token') ?? process.env.BOT_TOKEN;
const initData = process.env.INIT_DATA;
if (!botToken && !initData) {
  usage(
    'Give the test bot token (--bot-token or BOT_TOKEN) so the kit signs its own init data, or INIT_DATA of a test seller.',
  );
}
const userId = Number(option('user-id') ?? process.env.TEST_USER_ID ?? 777000001);
if (!Number.isSafeInteger(userId) || userId <= 0) usage(`Not a Telegram user id: ${option('user-id')}`);
const timeoutMs = Number(option('timeout') ?? 15_000);
const skip = new Set((option('skip') ?? '').split(',').filter(Boolean));
const contractFile = path.resolve(option('contract') ?? path.join(root, 'openapi.yaml'));
const contract = loadContract(contractFile);
const unknownSkips = [...skip].filter((id) => !contract.operations.some((o) => o.operationId === id));
if (unknownSkips.length) usage(`Unknown operationId in --skip: ${unknownSkips.join(', ')}`);

const base = upstream.toString().replace(/\/+$/, '');
const version = contract.document.info?.version;
console.log(
  `Verifying ${base} against ${path.relative(process.cwd(), contractFile) || contractFile} ${version}, ` +
    (botToken
      ? `as Telegram user ${userId} with init data signed by the kit`
      : 'with INIT_DATA (no expired-signature probe without the bot token)'),
);
const result = await verifyBackend({
  contract,
  baseUrl: base,
  identity: { botToken, initData: botToken ? undefined : initData, userId },
  skip,
  timeoutMs,
});

const reportFile = option('report');
if (reportFile) {
  await writeFile(
    path.resolve(reportFile),
    JSON.stringify({ baseUrl: base, contractVersion: version, ...result }, null, 2),
  );
}
for (const line of summary(result, skip)) console.log(line);
process.exit(result.conforms ? 0 : 1);
