// The engines the build is lowered to: the supported clients of package.json's "browserslist"
// (docs/supported-clients.md), turned into the esbuild-style list Vite's `build.target` takes. Vite gives the same
// list to Oxc for JavaScript and, as `build.cssTarget`, to Lightning CSS for the CSS it minifies.
import browserslistToEsbuild from 'browserslist-to-esbuild';

/** The build target for the browserslist of the package in `root` (or the `BROWSERSLIST` environment variable). */
export function buildTarget(root: string): string[] {
  return browserslistToEsbuild(undefined, { path: root });
}
