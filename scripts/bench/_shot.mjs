import { chromium } from '@playwright/test';
import { serveBuild } from './serve.mjs';
import { launchHash, androidLightTheme } from './launch-params.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';
const server = await serveBuild({ root: '/tmp/pb-dist', port: 4032, apiPort: 4031 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
try {
  for (const [name, query, dark] of [['shell', '', false], ['shell-dark', '', true], ['shell-store', '?view=store', false]]) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.route('**/*.js', (r) => r.abort());
    let hash = launchHash();
    if (dark) hash = hash.replace(/tgWebAppThemeParams=[^&]*/, 'tgWebAppThemeParams=' + encodeURIComponent(JSON.stringify({ bg_color: '#17212b', secondary_bg_color: '#232e3c', section_bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', link_color: '#6ab3f3', button_color: '#5288c1', section_separator_color: '#111921' })));
    await page.goto('http://127.0.0.1:4032/' + query + hash);
    await page.screenshot({ path: `/tmp/${name}.png` });
    await page.close();
  }
} finally { await browser.close(); server.close(); }
