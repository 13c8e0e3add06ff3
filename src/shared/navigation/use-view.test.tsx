// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useView } from './use-view';
import { pathOf, viewNames } from './views';

afterEach(() => {
  vi.useRealTimers();
});

function Links() {
  const { setView } = useView();
  return (
    <>
      <button type="button" onClick={() => setView('market')}>
        Коэффициенты
      </button>
      <button type="button" onClick={() => setView('triggers-form')}>
        добавить
      </button>
    </>
  );
}

async function renderRouter() {
  const rootRoute = createRootRoute({ component: Links });
  const router = createRouter({
    routeTree: rootRoute.addChildren(
      viewNames.map((view) => createRoute({ getParentRoute: () => rootRoute, path: pathOf(view) })),
    ),
    history: createMemoryHistory({ initialEntries: [pathOf('triggers-main')] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: 'Коэффициенты' });
  return router;
}

describe('useView', () => {
  it("opens the market in the task after the tap's, so the tap and the view's first render are two tasks", async () => {
    const router = await renderRouter();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Коэффициенты' }));
    expect(router.history.location.pathname).toBe('/triggers-main');
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(router.history.location.pathname).toBe('/market');
  });

  it('opens any other view in the tap itself', async () => {
    const router = await renderRouter();
    fireEvent.click(screen.getByRole('button', { name: 'добавить' }));
    expect(router.history.location.pathname).toBe('/triggers-form');
  });
});
