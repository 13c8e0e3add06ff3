// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { snapshotOf } from './start-snapshot';

/** A screen as React renders it: header with the refresh note, a list with tabs, a search, cards. */
function screen(body = '') {
  const element = document.createElement('div');
  element.setAttribute('data-screen', '');
  element.innerHTML =
    '<header><span data-refreshing="" hidden="">Обновление…</span></header>' +
    '<div role="tablist"><button role="tab" aria-selected="true">Актуальные</button>' +
    '<button role="tab" aria-selected="false">Завершенные</button></div>' +
    '<input type="search" value="">' +
    '<section><h3 elementtiming="first-content">Коледино</h3><div style="height: 120px;">card</div></section>' +
    body;
  document.body.append(element);
  return element;
}

describe('snapshot of the launch view', () => {
  it("keeps React's markup, inline styles under data-style, without what exists only for a moment", () => {
    const html = snapshotOf(screen('<div data-transient="" role="status">Сохранено</div>'));
    expect(html).toContain('<h3 elementtiming="first-content">Коледино</h3>');
    expect(html).toContain('<div data-style="height: 120px;">card</div>');
    expect(html).not.toContain(' style=');
    expect(html).not.toContain('Сохранено');
    expect(html).toContain('<span data-refreshing="" hidden="">Обновление…</span>');
  });

  it('keeps only the first screenful: what starts below the fold is left out', () => {
    const element = screen('<section><h3>Подольск</h3><p>below</p></section><section><h3>Казань</h3></section>');
    const [, second, third] = [...element.querySelectorAll('section')];
    if (!second || !third) throw new Error('no sections');
    const below = [
      { section: second, top: window.innerHeight + 10 },
      { section: third, top: window.innerHeight + 200 },
    ];
    for (const { section, top } of below)
      for (const inside of [section, ...section.querySelectorAll('*')])
        inside.getBoundingClientRect = () => ({ top }) as DOMRect;
    const html = snapshotOf(element) ?? '';
    expect(html).toContain('Коледино');
    expect(html).not.toContain('Подольск');
    expect(html).not.toContain('Казань');
    expect(element.querySelectorAll('section')).toHaveLength(3);
  });

  it('leaves the screen on the page untouched', () => {
    const element = screen('<div data-transient="">x</div>');
    snapshotOf(element);
    expect(element.querySelector('[data-transient]')).not.toBeNull();
    expect(element.querySelector('[style]')).not.toBeNull();
  });

  it('takes none while the screen shows what a launch would not (a search, another tab, a choice), or no data yet', () => {
    const searched = screen();
    (searched.querySelector('input') as HTMLInputElement).value = 'Коле';
    expect(snapshotOf(searched)).toBeUndefined();

    const otherTab = screen();
    otherTab.querySelector('[aria-selected="true"]')?.setAttribute('aria-selected', 'false');
    otherTab.querySelectorAll('[role="tab"]')[1]?.setAttribute('aria-selected', 'true');
    expect(snapshotOf(otherTab)).toBeUndefined();

    const chosen = screen('<button aria-pressed="true">Выбрано</button>');
    expect(snapshotOf(chosen)).toBeUndefined();
    const notChosen = screen('<button aria-pressed="false">Выбрать</button>');
    expect(snapshotOf(notChosen)).toContain('Выбрать');

    const loading = screen();
    loading.querySelector('[elementtiming]')?.remove();
    expect(snapshotOf(loading)).toBeUndefined();
  });
});
