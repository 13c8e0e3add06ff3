// `npm run contract:verify -- <base-url>` must fail against a backend that answers with wrong shapes and pass
// against a conforming one (Prism's own mock of openapi.yaml, started by global-setup.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { operations } from '../../generated/operations';
import { findFreePort } from '../../scripts/lib/prism.mjs';

interface Report {
  baseUrl: string;
  requests: { operationId: string; label: string; method: string; path: string; status: number; violations: { message: string }[] }[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const initData = 'query_id=contract-verify-test&hash=test';
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'contract-verify-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Runs scripts/contract-verify.mjs the way `npm run contract:verify -- <args>` does. */
function verify(args: string[]) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, ['scripts/contract-verify.mjs', ...args], { cwd: root, env: { ...process.env, INIT_DATA: initData } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
    );
  });
}

async function verifyWithReport(baseUrl: string) {
  const reportFile = path.join(workDir, `report-${Date.now()}.json`);
  const result = await verify([baseUrl, `--report=${reportFile}`]);
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as Report;
  return { ...result, report };
}

const allOperations = Object.keys(operations).sort();

describe('contract:verify', () => {
  it('refuses an unknown operation in --skip before starting anything', async () => {
    const { code, output } = await verify(['http://127.0.0.1:1', '--skip=noSuchOperation']);
    expect(code).toBe(2);
    expect(output).toContain('Unknown operationId in --skip: noSuchOperation');
  });

  describe('against a backend with wrong shapes', () => {
    const received: { method: string; url: string; initData: string | undefined }[] = [];
    // Every answer breaks the contract: wrong types, missing fields, objects for lists, an undocumented status.
    const server = http.createServer((request, response) => {
      request.resume().on('end', () => {
        received.push({ method: request.method ?? '', url: request.url ?? '', initData: request.headers['x-init-data'] as string | undefined });
        const url = request.url ?? '';
        const send = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (url === '/api/v1/user') return send(200, { name: 'Анна', autobookingCount: '12', agreeTerms: 'yes' });
        if (url.startsWith('/api/v1/triggers') && request.method === 'GET') return send(200, { items: [] });
        if (url.startsWith('/api/v1/warehouses/validate')) return send(418, { message: 'teapot' });
        if (url.startsWith('/api/v1/autobooking') && request.method === 'GET') return send(200, { items: [], page: 1 });
        return send(200, { ok: true });
      });
    });
    let baseUrl: string;

    beforeAll(async () => {
      const port = await findFreePort(4013, 4019);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('fails, naming every operation and what is wrong with its answer', async () => {
      const { code, output, report } = await verifyWithReport(baseUrl);

      expect(code).toBe(1);
      expect([...new Set(report.requests.map((r) => r.operationId))].sort()).toEqual(allOperations);
      expect(report.requests.filter((r) => r.violations.length === 0).map((r) => r.label)).toEqual([]);
      expect(output).toMatch(/^✖ getUser /m);
      const userViolations = report.requests.find((r) => r.operationId === 'getUser')?.violations.map((v) => v.message);
      expect(userViolations).toEqual(expect.arrayContaining([expect.stringContaining('autobookingCount must be integer')]));
      expect(output).toContain('autobookingCount must be integer');
      expect(output).toContain('Response body must be array');
      expect(output).toContain('Unable to match the returned status code');
      expect(output).toContain(`violations in ${report.requests.length} requests.`);

      // The backend received every request, each with the identity from INIT_DATA.
      expect(received).toHaveLength(report.requests.length);
      expect(received.every((r) => r.initData === initData)).toBe(true);
    });
  });

  it('fails when the backend cannot be reached', async () => {
    const closedPort = await findFreePort(4013, 4019);
    const { code, output, report } = await verifyWithReport(`http://127.0.0.1:${closedPort}`);
    expect(code).toBe(1);
    expect(report.requests.filter((r) => r.violations.length === 0).map((r) => r.label)).toEqual([]);
    expect(output).toContain('ECONNREFUSED');
  });

  it('passes against a conforming backend (Prism mocking the contract)', async () => {
    const { code, output, report } = await verifyWithReport(inject('prismUrl'));

    expect(output).toContain('0 violations in 0 requests.');
    expect(code).toBe(0);
    expect([...new Set(report.requests.map((r) => r.operationId))].sort()).toEqual(allOperations);
    expect(report.requests.every((r) => r.status >= 200 && r.status < 300)).toBe(true);
  });
});
