import { serveBuild } from './serve.mjs';
import { startPrism } from '../lib/prism.mjs';
import { launchHash } from './launch-params.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { writeFileSync } from 'node:fs';
const prism = await startPrism({ args: ['mock', 'openapi.yaml'], port: 4036 });
const server = await serveBuild({ root: process.argv[2] ?? '/tmp/pb-dist', port: 4037, apiPort: 4036 });
try {
  const r = await runLighthouse({ url: 'http://127.0.0.1:4037/' + launchHash(), initScript: androidBridgeScript });
  writeFileSync('/tmp/lhr.json', JSON.stringify(r.lhr));
  const m = r.lhr.audits.metrics.details.items[0];
  console.log(JSON.stringify({ ...r, lhr: undefined }));
  console.log('observed fcp', m.observedFirstContentfulPaint, 'lcp', m.observedLargestContentfulPaint, 'dcl', m.observedDomContentLoaded, 'load', m.observedLoad);
  for (const q of r.lhr.audits['network-requests'].details.items.slice(0, 6)) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.priority, q.transferSize, q.url.slice(0, 70));
  const d = r.lhr.audits['mainthread-work-breakdown'].details.items; console.log(d.map(i => i.group + ':' + Math.round(i.duration)).join(' '));
  for (const t of r.lhr.audits['long-tasks']?.details?.items ?? []) console.log('long', Math.round(t.startTime), Math.round(t.duration), t.url.slice(0, 60));
} finally { server.close(); await prism.stop(); }
