import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { statusTexts } from '@/features/triggers/trigger-options';

// Vitest runs from the project root (under jsdom, import.meta.url is not a file URL).
const projectRoot = process.cwd();
const indexHtml = readFileSync(path.join(projectRoot, 'index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(indexHtml)?.[1] ?? '';

/** Runs the inline script of index.html as the browser would on a launch with this query and hash. */
function launch(url: string) {
  history.replaceState(null, '', url);
  new Function(inlineScript)();
  return document.documentElement;
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-start');
});

describe('boot shell of index.html', () => {
  it('takes its colours from Telegram theme parameters in the launch hash', () => {
    const theme = encodeURIComponent(JSON.stringify({ bg_color: '#17212b', section_separator_color: '#111921' }));
    const root = launch(`/#tgWebAppVersion=8.0&tgWebAppThemeParams=${theme}`);
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    expect(root.style.getPropertyValue('--tg-theme-section-separator-color')).toBe('#111921');
    expect(root.hasAttribute('data-start')).toBe(false);
  });

  it('accepts only colours from the URL', () => {
    const theme = encodeURIComponent(JSON.stringify({ bg_color: 'url(https://example.com/x)', text_color: 'red;x:y', hint_color: '#abc' }));
    const root = launch(`/#tgWebAppThemeParams=${theme}`);
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe('');
    expect(root.style.getPropertyValue('--tg-theme-text-color')).toBe('');
    expect(root.style.getPropertyValue('--tg-theme-hint-color')).toBe('#abc');
  });

  it('survives a launch without or with broken parameters', () => {
    expect(() => launch('/')).not.toThrow();
    expect(() => launch('/#tgWebAppThemeParams=%7Bbroken')).not.toThrow();
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('marks a start view other than the default, by section', () => {
    expect(launch('/?view=store').getAttribute('data-start')).toBe('store');
    expect(launch('/?view=autobookings-main').getAttribute('data-start')).toBe('autobookings');
    document.documentElement.removeAttribute('data-start');
    expect(launch('/?view=triggers-main').hasAttribute('data-start')).toBe(false);
  });

  it('shows the header and the default view with the app’s own words', () => {
    const header = readFileSync(path.join(projectRoot, 'src/app/header.tsx'), 'utf8');
    for (const label of ['Аккаунт', 'Таймслоты', 'Автобронирования']) {
      expect(shell).toContain(`>${label}<`);
      expect(header).toContain(`'${label}'`);
    }
    expect(shell).toContain(statusTexts.RELEVANT.searchPlaceholder);
    expect(shell).not.toMatch(/\sstyle="/);
  });
});
