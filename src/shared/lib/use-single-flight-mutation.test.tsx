// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSingleFlightMutation } from './use-single-flight-mutation';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>;
}

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlightMutation', () => {
  it('ignores calls while one is in flight, even within the same tick', async () => {
    const call = deferred();
    const mutationFn = vi.fn((_: number) => call.promise);
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
