// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionOf } from '@/shared/navigation/views';
import { BootScreen } from './boot-screen';
import { launchViews } from './launch-manifest';

const sectionLabels = { triggers: 'Таймслоты', autobookings: 'Автобронирования', store: 'Магазин', account: 'Аккаунт' };

function screenOf(container: HTMLElement, view: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-boot-view="${view}"]`);
  if (!found) throw new Error(`no boot screen of ${view}`);
  return found;
}

describe('the boot screen of index.html', () => {
  it('announces the loading once, as "Загрузка…"', () => {
    render(<BootScreen />);
    // The screens themselves are hidden from assistive technology (their own statuses too): one speaks for them.
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    const [label, ...screens] = [...status.children];
    expect(label?.textContent).toBe('Загрузка…');
    expect(screens.length).toBe(launchViews.length);
    for (const item of screens) expect(item.getAttribute('aria-hidden')).toBe('true');
  });

  it('has a screen for every launch view: the header with its section current, above the view’s loading screen', () => {
    const { container } = render(<BootScreen />);
    const screens = [...container.querySelectorAll('[data-boot-view]')].map((item) =>
      item.getAttribute('data-boot-view'),
    );
    expect(screens).toEqual(launchViews.map(({ view }) => view));
    for (const { view } of launchViews) {
      const bootScreen = screenOf(container, view);
      // Nothing in it answers a tap or takes the focus until React replaces it.
      expect(bootScreen.hasAttribute('inert')).toBe(true);
      expect(bootScreen.getAttribute('aria-hidden')).toBe('true');
      const nav = within(bootScreen).getByRole('navigation', { name: 'Разделы', hidden: true });
      const current = [...nav.querySelectorAll('[aria-current="page"]')].map(
        (button) => button.getAttribute('aria-label') ?? button.textContent,
      );
      const section = sectionOf(view);
      expect(current).toEqual(section in sectionLabels ? [sectionLabels[section as keyof typeof sectionLabels]] : []);
      expect(within(bootScreen).getByTestId('view-skeleton')).toBeTruthy();
    }
  });

  it('shows a placeholder for the supplier’s name, not a word the name would replace', () => {
    const { container } = render(<BootScreen />);
    for (const { view } of launchViews) {
      const header = screenOf(container, view).querySelector('header');
      expect(header?.textContent).toBe('ТаймслотыАвтобронирования');
    }
  });
});
