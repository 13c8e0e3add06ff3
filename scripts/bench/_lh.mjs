import { serveBuild } from './serve.mjs';
import { startPrism } from './prism.mjs';
import { launchHash } from './launch-params.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';
import { runLighthouse } from './lighthouse.mjs';
const prism = await startPrism({ port: 4031, cwd: '/work/main' });
const server = await serveBuild({ root: process.argv[2] ?? '/tmp/pb-dist', port: 4030, apiPort: 4031 });
try {
  for (let i = 0; i < Number(process.argv[3] ?? 1); i++) console.log(JSON.stringify(await runLighthouse({ url: 'http://127.0.0.1:4030/' + launchHash(), initScript: androidBridgeScript })));
} finally { server.close(); prism.stop(); }
