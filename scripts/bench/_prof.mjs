import { chromium } from '@playwright/test';
import { serveBuild } from './serve.mjs';
import { startPrism } from '../lib/prism.mjs';
import { launchHash } from './launch-params.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';
import { chromeFlags } from './chromium.mjs';
const prism = await startPrism({ args: ['mock', 'openapi.yaml'], port: 4036 });
const server = await serveBuild({ root: process.argv[2] ?? '/tmp/pb-dist', port: 4037, apiPort: 4036 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeFlags });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(androidBridgeScript);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto('http://127.0.0.1:4037/' + launchHash());
  await page.getByText('Активно:').waitFor();
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => { self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)); });
  const byUrl = new Map(); const byFn = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id); const f = n.callFrame;
    const url = (f.url || '(native)').split('/').pop().slice(0, 30);
    byUrl.set(url, (byUrl.get(url) ?? 0) + us);
    const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `${(us / 1000).toFixed(1)}ms ${n}`).join('\n');
  console.log(top(byUrl, 10)); console.log('---'); console.log(top(byFn, 25));
  // inclusive
  const children = new Map(profile.nodes.map((n) => [n.id, n.children ?? []]));
  const incl = new Map();
  const total = (id) => { if (incl.has(id)) return incl.get(id); let t = self.get(id) ?? 0; for (const c of children.get(id)) t += total(c); incl.set(id, t); return t; };
  const rows = [];
  const walk = (id, depth) => { const n = byId.get(id); const t = total(id); if (t < 2000) return; const f = n.callFrame; rows.push(`${'  '.repeat(depth)}${(t/1000).toFixed(1)} ${f.functionName || '(anon)'} ${(f.url||'').split('/').pop().slice(0,24)}:${f.lineNumber}:${f.columnNumber}`); for (const c of children.get(id)) walk(c, depth + 1); };
  walk(profile.nodes[0].id, 0);
  console.log(rows.slice(0, 80).join('\n'));
} finally { await browser.close(); server.close(); await prism.stop(); }
