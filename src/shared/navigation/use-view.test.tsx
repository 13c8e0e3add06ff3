// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { expect, it, onTestFinished, vi } from 'vitest';
import { useView } from './use-view';
import { pathOf, viewNames, type ViewName } from './views';

function Opens({ view }: { view: ViewName }) {
  const { setView } = useView();
  return <button onClick={() => setView(view)}>{view}</button>;
}

it("opens the market in the task after the tap's, so the two are two tasks, and any other view in the tap", async () => {
  const root = createRootRoute({
    component: () => [<Opens key={0} view="market" />, <Opens key={1} view="account" />],
  });
  const routes = viewNames.map((view) => createRoute({ getParentRoute: () => root, path: pathOf(view) }));
  const history = createMemoryHistory({ initialEntries: [pathOf('triggers-main')] });
  render(<RouterProvider router={createRouter({ routeTree: root.addChildren(routes), history })} />);
  await screen.findByText('market');
  vi.useFakeTimers();
  onTestFinished(() => void vi.useRealTimers());
  fireEvent.click(screen.getByText('market'));
  expect(history.location.pathname).toBe('/triggers-main');
  act(() => void vi.runOnlyPendingTimers());
  expect(history.location.pathname).toBe('/market');
  fireEvent.click(screen.getByText('account'));
  expect(history.location.pathname).toBe('/account');
});
