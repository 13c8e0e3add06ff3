// How the boot script and boot screen plugins fill index.html: made once, made again after a source changes in the dev
// server or after a failed attempt.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { htmlFromSources } from '../../scripts/vite-html-from-sources.ts';

const page = '<head><!-- a --></head>';

function plugin(make: () => Promise<string>) {
  const made = htmlFromSources({
    name: 'filler',
    placeholders: ['<!-- a -->'],
    make,
    fill: (html, text) => html.replace('<!-- a -->', text),
  });
  (made.configResolved as (config: object) => void)({ root: '/project' });
  const watcher = new EventEmitter();
  (made.configureServer as (server: object) => void)({ watcher });
  const { handler } = made.transformIndexHtml as { handler: (html: string) => Promise<string> };
  return { transform: handler, changed: (file: string) => watcher.emit('change', file) };
}

describe('htmlFromSources', () => {
  it('fills the placeholders with what it made once, for every page of a build', async () => {
    const make = vi.fn(() => Promise.resolve('A'));
    const { transform } = plugin(make);
    expect(await transform(page)).toBe('<head>A</head>');
    expect(await transform(page)).toBe('<head>A</head>');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes it again once a source of the app changes, not for another file', async () => {
    let version = 0;
    const { transform, changed } = plugin(() => Promise.resolve(`v${++version}`));
    await transform(page);
    changed('/project/README.md');
    expect(await transform(page)).toBe('<head>v1</head>');
    changed('/project/src/app/start/boot.ts');
    expect(await transform(page)).toBe('<head>v2</head>');
  });

  it('makes it again after a failed attempt, so a fixed error needs no restart', async () => {
    const make = vi.fn().mockRejectedValueOnce(new Error('syntax error')).mockResolvedValue('A');
    const { transform } = plugin(make as () => Promise<string>);
    await expect(transform(page)).rejects.toThrow('syntax error');
    expect(await transform(page)).toBe('<head>A</head>');
  });

  it('refuses a page without its placeholder', async () => {
    const { transform } = plugin(() => Promise.resolve('A'));
    await expect(transform('<head></head>')).rejects.toThrow('filler: no <!-- a --> in index.html');
  });
});
