// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload as preload } from './import-preload';

const linksTo = (href: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[href="${href}"]`)];

/** A stylesheet link the preloader added, once it is in the head. */
const stylesheet = (href: string) => linksTo(href).find((link) => link.rel === 'stylesheet');

/** Lets the preloader's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the preloader of import()', () => {
  it("requests an import's scripts at once and runs it without waiting for them", async () => {
    const load = vi.fn(() => Promise.resolve('view'));
    await expect(preload(load, ['assets/view.js', 'assets/shared.js'])).resolves.toBe('view');
    for (const href of ['/assets/view.js', '/assets/shared.js']) {
      const [link] = linksTo(href);
      expect(['modulepreload', 'preload']).toContain(link?.rel);
      expect(link?.as).toBe('script');
      expect(link?.crossOrigin).toBe('');
    }
  });

  it('does not request again a script the page links already: the first load, a launch preload, a prefetch', async () => {
    document.head.innerHTML = '<link rel="prefetch" as="script" crossorigin href="/assets/prefetched.js">';
    await preload(() => Promise.resolve(), ['assets/prefetched.js']);
    await preload(() => Promise.resolve(), ['assets/other.js']);
    await preload(() => Promise.resolve(), ['assets/other.js']);
    expect(linksTo('/assets/prefetched.js')).toHaveLength(1);
    expect(linksTo('/assets/other.js')).toHaveLength(1);
  });

  it('requests the imported chunk at once, and answers once its stylesheets are in, applying one only preloaded', async () => {
    // The boot script preloads a launch view's styles without applying them; the first load's are applied.
    document.head.innerHTML =
      '<link rel="preload" as="style" href="/assets/launch.css"><link rel="stylesheet" disabled href="/assets/first.css">';
    const load = vi.fn(() => Promise.resolve('view'));
    const answered = vi.fn();
    const loading = preload(load, ['assets/view.js', 'assets/launch.css', 'assets/first.css']).then(answered);
    const second = vi.fn(() => Promise.resolve('sheet'));
    const loadingSecond = preload(second, ['assets/launch.css']);
    expect(load).toHaveBeenCalled();
    await settle();
    expect(answered).not.toHaveBeenCalled();
    expect(linksTo('/assets/first.css')).toHaveLength(1);
    stylesheet('/assets/launch.css')?.dispatchEvent(new Event('load'));
    await loading;
    expect(answered).toHaveBeenCalledWith('view');
    // The second import waited for the same stylesheet, not one of its own.
    await expect(loadingSecond).resolves.toBe('sheet');
    expect(linksTo('/assets/launch.css').filter((link) => link.rel === 'stylesheet')).toHaveLength(1);
  });

  it('fails the import when a stylesheet fails, and the next import asks for that stylesheet again', async () => {
    const load = vi.fn(() => Promise.resolve('view'));
    const failing = preload(load, ['assets/offline.css']);
    stylesheet('/assets/offline.css')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('/assets/offline.css');
    expect(stylesheet('/assets/offline.css')).toBeUndefined();

    const retried = preload(load, ['assets/offline.css']);
    stylesheet('/assets/offline.css')?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('view');
  });
});
