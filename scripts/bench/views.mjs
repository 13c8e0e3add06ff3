// Which module each view's route loads lazily, read from the router (src/app/router.tsx), so the sizes can be
// reported per view: every `createRoute({ … path: '/<view>' … lazyRouteComponent(() => import('@/<module>') … })`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * [{ name: 'triggers-form', module: 'src/features/triggers/trigger-form-view.tsx' }, …] in router order.
 * @param {string} routerFile
 * @returns {Promise<{ name: string, module: string }[]>}
 */
export async function viewChunks(routerFile) {
  const root = path.resolve(path.dirname(routerFile), '../..');
  const withExtension = (/** @type {string} */ module) =>
    ['', '.tsx', '.ts']
      .map((extension) => `src/${module}${extension}`)
      .find((file) => existsSync(path.join(root, file)));
  const source = await readFile(routerFile, 'utf8');
  /** @type {{ name: string, module: string }[]} */
  const views = [];
  for (const block of source.split(/createRoute\(/).slice(1)) {
    const route = /path:\s*'\/([\w-]+)'/.exec(block)?.[1];
    const module = /lazyRouteComponent\(\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/.exec(block)?.[1];
    const file = module && withExtension(module);
    if (route && file) views.push({ name: route, module: file });
  }
  if (views.length === 0) throw new Error(`no lazily loaded views found in ${routerFile}`);
  return views;
}
