// What the boot screen of index.html must be made of, rendered here straight from the app's components (each
// launch view's skeleton of src/app/view-skeletons.tsx, the header bar of src/app/header-bar.tsx before the seller
// is known), built for Node as the app's build treats them, so their class names are the page's.
import path from 'node:path';
import type { ComponentProps } from 'react';
import { resolveConfig } from 'vite';
import { hoistInlineStyles, loadModule } from '../../scripts/vite-boot-screen.ts';
import type { HeaderBar } from '../../src/app/header-bar.tsx';
import { launchViews, viewManifest } from '../../src/app/start/launch-manifest.ts';
import { sectionOf } from '../../src/shared/navigation/views.ts';

const root = process.cwd();

export interface LaunchScreenParts {
  view: string;
  /** The header bar with the view's section current and a placeholder for the supplier's name. */
  header: string;
  /** The view's loading screen. */
  skeleton: string;
}

/** Each launch view's header and skeleton as React renders them, style attributes hoisted as the build does. */
export async function launchScreenParts(mode: 'development' | 'production'): Promise<LaunchScreenParts[]> {
  const config = await resolveConfig(
    { root, configFile: path.join(root, 'vite.config.ts'), mode, logLevel: 'silent' },
    mode === 'production' ? 'build' : 'serve',
  );
  const skeletons = await loadModule('src/app/view-skeletons.tsx', config);
  const header = await loadModule('src/app/header-bar.tsx', config);
  const viewSkeletons = skeletons.exports.viewSkeletons as Record<string, unknown>;
  return launchViews.map(({ view }) => ({
    view,
    header: hoistInlineStyles(
      header.render(header.exports.HeaderBar, {
        section: sectionOf(view),
        accountName: undefined,
        accountLabel: 'Аккаунт',
      } satisfies ComponentProps<typeof HeaderBar>),
    ).markup,
    skeleton: hoistInlineStyles(skeletons.render(viewSkeletons[viewManifest[view].skeleton])).markup,
  }));
}

/** The markup of the boot screen's screen of `view`, from a page's HTML (empty when there is none). */
export function bootScreenOf(html: string, view: string): string {
  const screens = html.split(/(?=<div data-boot-view=")/);
  return screens.find((part) => part.startsWith(`<div data-boot-view="${view}"`)) ?? '';
}
