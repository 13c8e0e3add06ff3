// The build's version lives in index.html (`<meta name="app-version">`, put there by vite.config.ts), never in a
// module of code: a module a new build did not change keeps its bytes and its hashed file name, so a seller's cache
// keeps it across deploys, and the first load's size is the same for every build of a commit.

/** The name of the meta tag carrying the build's version. */
export const buildVersionMetaName = 'app-version';

/** This page's build, as index.html names it; undefined on a page without one. */
export function buildVersion(): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${buildVersionMetaName}"]`)?.content || undefined;
}
