// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './lazy-error-pages';

/** Whether the error pages' chunk can be fetched. */
const network = vi.hoisted(() => ({ up: false }));

vi.mock('./error-pages', async (importOriginal) => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the error pages, loaded on demand', () => {
  it('say the connection is lost when their chunk cannot load, and show the page once a retry loads it', async () => {
    await act(async () => {
      render(<ErrorPage error={new Error('render failed')} onRetry={() => undefined} />);
    });
    expect(screen.getByText('Нет соединения')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Проверьте интернет');

    network.up = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    });
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeTruthy();
    expect(screen.queryByText('Нет соединения')).toBeNull();
  });
});
