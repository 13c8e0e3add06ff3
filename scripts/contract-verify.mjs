// `npm run contract:verify -- <base-url>`: checks a running backend against openapi.yaml.
// Starts `prism proxy openapi.yaml <base-url> --errors` on a free local port, replays through it one request per
// request example of every operation (plus one for operations without a body), prints every violation Prism
// finds in the requests or the backend's answers, and exits 1 if there is any.
//
//   INIT_DATA='<raw Telegram initData>' npm run contract:verify -- https://staging.example.ru
//
// The base URL is the origin that serves /api/v1/... . Without INIT_DATA a placeholder is sent, which a real
// backend answers with 401 (a documented answer, so it passes: set INIT_DATA to check the real answers).
// The requests change data (they create triggers, autobookings and payments): use a test seller on staging.
// Options: --port=<n> for the proxy, --skip=<operationId,...>, --report=<file.json> (machine-readable result).
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from './lib/openapi.mjs';
import { findFreePort, startPrism } from './lib/prism.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const placeholderInitData = 'query_id=contract-verify&user=%7B%22id%22%3A1%7D&auth_date=0&hash=placeholder';
const requestTimeoutMs = 30_000;

/**
 * @param {string} message
 * @returns {never}
 */
function usage(message) {
  console.error(`${message}\nUsage: npm run contract:verify -- <base-url> [--port=<n>] [--skip=<operationId,...>] [--report=<file.json>]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const positional = args.filter((a) => !a.startsWith('--'));
if (positional.length !== 1) usage('Give exactly one base URL.');
let upstream;
try {
  upstream = new URL(positional[0] ?? '');
} catch {
  usage(`Not a URL: ${positional[0]}`);
}
if (!['http:', 'https:'].includes(upstream.protocol)) usage(`Not an http(s) URL: ${upstream}`);
const skip = new Set((option('skip') ?? '').split(',').filter(Boolean));
const reportFile = option('report');
const initData = process.env.INIT_DATA || placeholderInitData;

/** An ephemeral port the OS considers free, when none of the project's ports is. */
function ephemeralPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** A value for a parameter: its example, its default, a fresh UUID for uuid headers, else its first enum value. */
function parameterValue(parameter) {
  if ('example' in parameter) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first && typeof first === 'object' && 'value' in first) return first.value;
  const schema = parameter.schema ?? {};
  if ('default' in schema) return schema.default;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.enum?.length) return schema.enum[0];
  return undefined;
}

/** The requests to replay: every request example of every operation, in document order. */
function requestSet(operations) {
  const requests = [];
  for (const operation of operations) {
    if (skip.has(operation.operationId)) continue;
    const bodies = operation.requestBody?.examples.length ? operation.requestBody.examples : [undefined];
    if (operation.requestBody?.required && !operation.requestBody.examples.length) {
      throw new Error(`${operation.operationId} has a required request body without an example in openapi.yaml.`);
    }
    for (const body of bodies) {
      let route = operation.path;
      const query = new URLSearchParams();
      const headers = { 'x-init-data': initData };
      for (const parameter of operation.parameters) {
        const value = parameterValue(parameter);
        if (value === undefined) {
          if (parameter.required) throw new Error(`${operation.operationId}: required parameter ${parameter.name} has no example.`);
          continue;
        }
        if (parameter.in === 'path') route = route.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
        else if (parameter.in === 'query') query.set(parameter.name, String(value));
        else if (parameter.in === 'header') headers[parameter.name] = String(value);
      }
      if (body) headers['content-type'] = 'application/json';
      requests.push({
        operationId: operation.operationId,
        label: body && bodies.length > 1 ? `${operation.operationId} (${body.name})` : operation.operationId,
        method: operation.method,
        path: route + (query.size ? `?${query}` : ''),
        headers,
        body: body ? JSON.stringify(body.value) : undefined,
      });
    }
  }
  return requests;
}

/** Prism's findings for one answer: the sl-violations header, and Prism's own error answers (problem+json). */
async function violationsOf(response) {
  const violations = [];
  const header = response.headers.get('sl-violations');
  if (header) violations.push(...JSON.parse(header));
  if ((response.headers.get('content-type') ?? '').includes('application/problem+json')) {
    const problem = await response.json().catch(() => undefined);
    // Prism's own answers: a rejected request, an unreachable backend (type FetchError), ... The backend's
    // answers never come as problem+json (the contract has application/json only); #VIOLATIONS is in the header.
    if (!String(problem?.type ?? '').endsWith('#VIOLATIONS')) {
      const detail = problem?.detail ? `: ${problem.detail}` : '';
      violations.push({ location: ['prism'], severity: 'Error', message: `${problem?.title ?? 'Prism error'}${detail}` });
      for (const item of problem?.validation ?? []) violations.push({ ...item, location: ['request', ...(item.location ?? [])] });
    }
  }
  return violations;
}

async function replay(proxyUrl, request) {
  try {
    const response = await fetch(proxyUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const violations = await violationsOf(response);
    return { status: response.status, violations };
  } catch (error) {
    return { status: 0, violations: [{ location: ['network'], severity: 'Error', message: String(error instanceof Error ? (error.cause ?? error) : error) }] };
  }
}

const contract = loadContract(path.join(root, 'openapi.yaml'));
const unknownSkips = [...skip].filter((id) => !contract.operations.some((o) => o.operationId === id));
if (unknownSkips.length) usage(`Unknown operationId in --skip: ${unknownSkips.join(', ')}`);
const requests = requestSet(contract.operations);

const port = Number(option('port') ?? 0) || (await findFreePort(4012, 4019).catch(() => ephemeralPort()));
const base = upstream.toString().replace(/\/+$/, '');
console.log(`Verifying ${base} against openapi.yaml through prism proxy on 127.0.0.1:${port}`);
if (!process.env.INIT_DATA) console.log('INIT_DATA is not set: sending a placeholder x-init-data (a real backend answers 401).');

const prism = await startPrism({ args: ['proxy', 'openapi.yaml', base, '--errors'], port });
for (const [signal, code] of /** @type {const} */ ([['SIGINT', 130], ['SIGTERM', 143]])) {
  process.once(signal, () => prism.stop().then(() => process.exit(code)));
}
const results = [];
try {
  for (const request of requests) {
    const { status, violations } = await replay(prism.url, request);
    results.push({ operationId: request.operationId, label: request.label, method: request.method, path: request.path, status, violations });
    const mark = violations.length ? '✖' : '✔';
    const note = status === 401 && !violations.length ? '  (401: is INIT_DATA valid for this backend?)' : '';
    console.log(`${mark} ${request.label.padEnd(34)} ${request.method.padEnd(6)} ${request.path.padEnd(34)} → ${status}${note}`);
    for (const v of violations) console.log(`    ${v.severity ?? 'Error'} at ${(v.location ?? []).join('.') || '-'}: ${v.message}`);
  }
} finally {
  await prism.stop();
}

const failed = results.filter((r) => r.violations.length);
const violationCount = failed.reduce((sum, r) => sum + r.violations.length, 0);
const operationCount = new Set(results.map((r) => r.operationId)).size;
if (reportFile) {
  await writeFile(path.resolve(reportFile), JSON.stringify({ baseUrl: base, requests: results }, null, 2));
}
console.log(
  `\n${results.length} requests over ${operationCount} operations${skip.size ? ` (skipped: ${[...skip].join(', ')})` : ''}: ` +
    `${violationCount} violations in ${failed.length} requests.`,
);
process.exit(failed.length ? 1 : 0);
