// The preloader of every import() in production builds, in place of Vite's own (scripts/vite-first-load.ts): Vite's
// map names the files each import() needs beyond the first load; this requests its scripts at once with
// modulepreload links and loads its stylesheets before the import runs, so a view never paints without its styles.
// A script the page already links (the first load, the launch view's preloads, an idle prefetch, an earlier import)
// or a stylesheet it already applies is not requested again. Vite's helper also reads a CSP nonce and reports
// failures as a `vite:preloadError` event, neither of which the app uses: it was 0.4 KB gzip of the first load.

/** WebKit before 17 has no modulepreload: a plain preload still fetches the script early. */
const scriptRel = document.createElement('link').relList.supports('modulepreload') ? 'modulepreload' : 'preload';
/** The stylesheets being loaded for an import(), by URL: a second import() needing one waits for the same load. */
const loadingStyles = new Map<string, Promise<unknown>>();

function appendLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
  return link;
}

/** A stylesheet that fails to load is taken out again, so the next import() that needs it asks for it anew. */
function loadStyle(href: string): Promise<unknown> {
  const link = appendLink('stylesheet', href);
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      link.remove();
      loadingStyles.delete(href);
      reject(new Error(`Unable to preload CSS for ${href}`));
    };
  });
  loadingStyles.set(href, loaded);
  return loaded;
}

/** Named as Vite's helper, whose calls the build writes: `__vitePreload(() => import(…), files)`. */
export function __vitePreload<Module>(load: () => Promise<Module>, files?: string[]): Promise<Module> {
  const styles = (files ?? []).map((file) => {
    const href = import.meta.env.BASE_URL + file;
    if (!href.endsWith('.css')) {
      if (!document.querySelector(`link[href="${href}"]`)) appendLink(scriptRel, href).as = 'script';
      return Promise.resolve();
    }
    return (
      loadingStyles.get(href) ??
      (document.querySelector(`link[rel=stylesheet][href="${href}"]`) ? Promise.resolve() : loadStyle(href))
    );
  });
  // The imported chunk is requested at once, beside its files, and answers once its styles are in.
  return Promise.all([load(), ...styles]).then(([module]) => module);
}
