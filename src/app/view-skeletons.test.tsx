// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewName } from '@/shared/navigation/views';
import { viewManifest } from './start/launch-manifest';
import { viewSkeletons } from './view-skeletons';

/** What a screen reader hears while each view loads: that view, never another. */
const announced: Record<ViewName, string> = {
  'triggers-main': 'Загрузка таймслотов',
  'triggers-form': 'Загрузка формы',
  'autobookings-main': 'Загрузка автобронирований',
  'autobookings-form': 'Загрузка формы',
  terms: 'Загрузка условий использования',
  account: 'Загрузка аккаунта',
  'store-subscription': 'Загрузка магазина',
  'store-bookings': 'Загрузка магазина',
  market: 'Загрузка…',
};

describe("each view's loading screen", () => {
  it.each(Object.entries(announced))('of %s is announced as "%s"', (view, label) => {
    const Skeleton = viewSkeletons[viewManifest[view as ViewName].skeleton];
    render(<Skeleton />);
    expect(screen.getByRole('status').textContent).toBe(label);
  });
});
