// The boot screen of index.html: what paints before any JS arrives, rendered from the app's own components at
// build time (and by the dev server) by scripts/vite-boot-screen.ts. One loading screen per launch view, each the
// header (the supplier's name a placeholder) above that view's skeleton, the same markup React draws; the boot
// script marks the launch view (`data-start`), and the build's rules show that view's screen only.
// The page's tokens and base styles: the boot screen paints with them before the app's stylesheet is in.
import '@/shared/styles/global.css';
import { sectionOf } from '@/shared/navigation/views';
import { HeaderBar } from '../header-bar';
import { ShellFrame } from '../shell-frame';
import { viewSkeletons } from '../view-skeletons';
import { bootViewAttribute } from './boot-screen-marks';
import { launchViews, viewManifest, type Launch } from './launch-manifest';

/** The header before the seller is known: the launch view's section highlighted, a placeholder for the name. */
function BootHeader({ view }: { view: Launch['view'] }) {
  return <HeaderBar section={sectionOf(view)} accountName={undefined} accountLabel="Аккаунт" />;
}

/** A launch view's loading screen as the app draws it: the header above the view's skeleton. */
function LaunchScreen({ view }: { view: Launch['view'] }) {
  const ViewSkeleton = viewSkeletons[viewManifest[view].skeleton];
  return (
    <ShellFrame header={<BootHeader view={view} />}>
      <ViewSkeleton />
    </ShellFrame>
  );
}

/**
 * Every launch view's screen, one shown; announced once as 'Загрузка…'. The screens are inert: nothing answers a
 * tap until React replaces them.
 */
export function BootScreen() {
  return (
    <div className="boot" role="status" aria-busy="true">
      <span className="visually-hidden">Загрузка…</span>
      {launchViews.map(({ view }) => (
        <div key={view} {...{ [bootViewAttribute]: view }} aria-hidden="true" inert>
          <LaunchScreen view={view} />
        </div>
      ))}
    </div>
  );
}
