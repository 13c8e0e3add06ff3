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
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.goto('http://127.0.0.1:4037/' + launchHash());
  await page.getByText('Активно:').waitFor();
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const nav = trace.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
  const fcp = trace.find((e) => e.name === 'firstContentfulPaint');
  const main = trace.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const pid = fcp?.pid ?? main[0].pid;
  const tid = main.find((m) => m.pid === pid)?.tid;
  const t0 = trace.filter((e) => e.pid === pid && e.name === 'navigationStart').at(-1)?.ts ?? nav.ts;
  console.log('fcp', fcp ? ((fcp.ts - t0) / 1000).toFixed(1) : '?');
  const tasks = trace.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 3000).sort((a, b) => a.ts - b.ts);
  for (const t of tasks) {
    const inner = trace.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 1500 && e !== t).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop().slice(0, 20) + ')' : ''}:${(e.dur / 1000).toFixed(1)}`).slice(0, 6);
    console.log(((t.ts - t0) / 1000).toFixed(0), 'dur', (t.dur / 1000).toFixed(1), 'cpu', ((t.tdur ?? 0) / 1000).toFixed(1), inner.join(' '));
  }
} finally { await browser.close(); server.close(); await prism.stop(); }
