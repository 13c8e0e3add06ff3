// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('drops calls while one is running and runs again once it ended', async () => {
    let flight = deferred();
    const action = vi.fn(() => flight.promise);
    const { result } = renderHook(() => useSingleFlight(action));

    result.current();
    result.current();
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => flight.resolve());
    flight = deferred();
    result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ends the flight when the action fails', async () => {
    const flight = deferred();
    const action = vi.fn(() => flight.promise);
    const { result } = renderHook(() => useSingleFlight(action));
    result.current();
    await act(async () => flight.reject(new Error('Не удалось создать таймслот')));
    result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });
});
