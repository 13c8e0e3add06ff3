// The benchmark's server must answer as a static host does, or a reopen measures a page download no seller makes:
// the HTML revalidated by its ETag (304, no body), hashed assets cached for good, Brotli to clients that accept it.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../tools/bench/serve.mjs';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bench-server-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Слоты</title>'.repeat(40));
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));
  server = await serveBuild({ root, port: 0, apiPort: 1 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

describe('benchmark server', () => {
  it('revalidates the page by its ETag: a reopen gets 304 without a body', async () => {
    const first = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^W\/".+"$/);
    await first.arrayBuffer();

    const again = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends the page again when it has changed', async () => {
    const answer = await fetch(`${base}/`, { headers: { 'if-none-match': 'W/"an-older-build"' } });
    expect(answer.status).toBe(200);
    expect((await answer.text()).length).toBeGreaterThan(0);
  });

  it('serves hashed assets Brotli-compressed and cached for good', async () => {
    const answer = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(await answer.text()).toBe('console.log(1);'.repeat(200));
  });
});
