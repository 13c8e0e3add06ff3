import { whenIdle } from '@/shared/lib/when-idle';
import type { ViewName } from '@/shared/navigation/views';
import { afterFirstPaint } from '@/shared/ui/after-first-paint';
import { launchOf } from './launch-manifest';

/** Longest wait for an idle moment before prefetching anyway (a busy page still gets its views cached). */
const idleTimeoutMs = 4000;

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The build's list of the files views load later: each file with the views that need it, space-separated. */
type PrefetchList = Record<string, string>;

async function readList(url: string): Promise<PrefetchList> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as PrefetchList) : {};
  } catch {
    return {};
  }
}

function prefetchLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  link.as = href.endsWith('.css') ? 'style' : 'script';
  link.crossOrigin = '';
  return link;
}

/**
 * Fetches the code of what the start view loads on a tap and of the views a seller is likely to open next from it
 * (with what they load on demand) into the HTTP cache, so opening them never waits on the network. Called once the
 * start view has rendered with the seller's data; waits for it to be on screen (after-first-paint.ts), the page to
 * have loaded and the browser to be idle, so nothing here competes with the real content. Only downloads
 * (rel=prefetch, the lowest priority): nothing runs until the view is opened. The build lists the files with the
 * views that need them in a JSON file named by `<meta name="idle-prefetch">` (scripts/vite-first-load.ts), read
 * only then; the dev server has none. Skipped when the seller asked the browser to save data.
 */
export function prefetchLikelyViews(start: ViewName) {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="idle-prefetch"]');
  if (!meta?.content) return;
  if ((navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData) return;
  meta.remove();
  // What the view the app opened on loads on a tap (a sheet, its card actions), and where a seller most likely goes
  // from it (launch-manifest.ts); every other view loads when it is opened.
  const wanted = new Set<ViewName>([start, ...(launchOf(start)?.next ?? [])]);
  const prefetch = async () => {
    const list = await readList(meta.content);
    const links = Object.entries(list)
      .filter(([, views]) => views.split(' ').some((view) => wanted.has(view as ViewName)))
      .map(([href]) => prefetchLink(href));
    // One link per idle moment: starting a request takes a few milliseconds on a phone, and idle moments are short.
    const prefetchSlice = () => {
      document.head.append(...links.splice(0, 1));
      if (links.length > 0) whenIdle(prefetchSlice, idleTimeoutMs);
    };
    if (links.length > 0) whenIdle(prefetchSlice, idleTimeoutMs);
  };
  const afterLoad = () => whenIdle(() => void prefetch(), idleTimeoutMs);
  afterFirstPaint(() => {
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
