import { chromium } from '@playwright/test';
import { serveBuild } from './serve.mjs';
import { startPrism } from '../lib/prism.mjs';
import { launchHash } from './launch-params.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';
import { chromeFlags } from './chromium.mjs';
const prism = await startPrism({ args: ['mock', 'openapi.yaml'], port: 4036 });
const server = await serveBuild({ root: '/tmp/pb-dist', port: 4037, apiPort: 4036 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeFlags });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(androidBridgeScript);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const log = [];
  cdp.on('Network.requestWillBeSent', (e) => log.push(['req', e.request.url.split('/').pop(), e.type, e.initiator.type]));
  cdp.on('Network.responseReceived', (e) => { if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) log.push(['cache', e.response.url.split('/').pop(), e.response.fromDiskCache, e.response.fromPrefetchCache]); });
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.goto('http://127.0.0.1:4037/' + launchHash());
  await page.getByText('Активно:').waitFor();
  await page.waitForTimeout(4000);
  console.log('after load+idle:', log.length, log.filter((l) => l[0] === 'req' && /\.(js|css)$/.test(l[1])).map((l) => l[1]).join(' '));
  log.length = 0;
  await page.getByRole('button', { name: 'добавить' }).click();
  await page.getByRole('heading', { name: 'Создание таймслота' }).waitFor();
  console.log('opening the form:', JSON.stringify(log));
} finally { await browser.close(); server.close(); await prism.stop(); }
