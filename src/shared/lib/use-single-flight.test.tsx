// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { deferred } from '@/testing/deferred';
import { useSingleFlight, useSingleFlightMutation } from './use-single-flight';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );
}

describe('useSingleFlight', () => {
  it('drops calls while one is running and runs again once it ended', async () => {
    let flight = deferred();
    const action = vi.fn(() => flight.promise);
    const { result } = renderHook(() => useSingleFlight(action));

    void result.current();
    void result.current();
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => flight.resolve());
    flight = deferred();
    void result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ends the flight when the action fails', async () => {
    const flight = deferred();
    const action = vi.fn(() => flight.promise);
    const { result } = renderHook(() => useSingleFlight(action));
    void result.current();
    await act(async () => flight.reject(new Error('Не удалось создать таймслот')));
    void result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('useSingleFlightMutation', () => {
  it('ignores calls while one is in flight, even within the same tick', async () => {
    const call = deferred<string>();
    const mutationFn = vi.fn<(value: number) => Promise<string>>(() => call.promise);
    const { result } = renderHook(() => useSingleFlightMutation({ mutationFn }), { wrapper });

    act(() => {
      void result.current.run(1);
      void result.current.run(2);
    });
    await act(async () => {
      call.resolve('done');
      await call.promise;
    });
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(mutationFn.mock.calls[0]?.[0]).toBe(1);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('allows the next call once the previous one failed, and reports the failure through onError', async () => {
    const onError = vi.fn();
    const mutationFn = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useSingleFlightMutation<string, void>({ mutationFn, onError }), { wrapper });

    await act(() => result.current.run());
    expect(onError).toHaveBeenCalledTimes(1);
    await act(() => result.current.run());
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.data).toBe('ok'));
  });
});
