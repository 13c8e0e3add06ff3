// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { WarehouseMetaInfo, WarehouseValidationRequest } from '@/api/warehouse-validation';
import { deferred } from '@/testing/deferred';
import { useWarehouseValidation } from './use-warehouse-validation';

const answers = new Map<string, ReturnType<typeof deferred<WarehouseMetaInfo | null>>>();
const asked = vi.fn<(request: WarehouseValidationRequest) => void>();
const toastError = vi.fn<(message: string, options: { title?: string }) => void>();

vi.mock('@/shared/ui/toast', () => ({
  toast: { error: (message: string, options: { title?: string }) => toastError(message, options) },
}));

// The server: each question waits for the test to answer it.
vi.mock('@/api/warehouse-validation', async (original) => {
  const actual = await original<typeof import('@/api/warehouse-validation')>();
  return {
    ...actual,
    warehouseValidationQueryOptions: (request: WarehouseValidationRequest) => {
      const options = actual.warehouseValidationQueryOptions(request);
      if (options.queryFn === skipToken) return options;
      return {
        ...options,
        retry: false,
        queryFn: () => {
          asked(request);
          const answer = deferred<WarehouseMetaInfo | null>();
          answers.set(`${request.draftId}/${request.warehouseId}/${request.transitWarehouseId}`, answer);
          return answer.promise;
        },
      };
    },
  };
});

const meta: WarehouseMetaInfo = { monoMixQuantity: 10, palletQuantity: 0, supersafeQuantity: 2 };

function setup(initial: WarehouseValidationRequest) {
  const client = new QueryClient();
  const onAnswer = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook((request: WarehouseValidationRequest) => useWarehouseValidation(request, onAnswer), {
    wrapper,
    initialProps: initial,
  });
  return { ...hook, onAnswer };
}

const choice = (warehouseId: number | null, transitWarehouseId: number | null = null) => ({
  draftId: 'draft-1',
  warehouseId,
  transitWarehouseId,
});

describe('useWarehouseValidation', () => {
  beforeEach(() => {
    answers.clear();
    asked.mockClear();
    toastError.mockClear();
  });

  it('asks nothing until a draft and a warehouse are chosen', () => {
    const { result } = setup(choice(null));
    expect(result.current.check).toEqual({ status: 'incomplete' });
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks per draft, warehouse and transit, and shows only the answer to the current choice', async () => {
    const { result, rerender, onAnswer } = setup(choice(507));
    await waitFor(() => expect(result.current.check).toEqual({ status: 'checking' }));
    rerender(choice(507, 301));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(asked).toHaveBeenLastCalledWith(choice(507, 301));

    // The older question's answer comes last: it is not the current choice's.
    await act(async () => answers.get('draft-1/507/301')?.resolve(null));
    await waitFor(() => expect(result.current.check).toEqual({ status: 'rejected' }));
    await act(async () => answers.get('draft-1/507/null')?.resolve(meta));
    expect(result.current.check).toEqual({ status: 'rejected' });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls[0]?.[1]).toEqual({ title: 'Ошибка валидации' });
  });

  it('reports each answer once, and a failed check can be asked again', async () => {
    const { result, rerender, onAnswer } = setup(choice(507));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(async () =>
      answers.get('draft-1/507/null')?.reject(new ApiError(500, undefined, 'validateWarehouse') as Error),
    );
    await waitFor(() => expect(result.current.check).toEqual({ status: 'failed' }));
    rerender(choice(507));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Ошибка при валидации склада', { title: undefined });

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.check).toEqual({ status: 'checking' }));
    await act(async () => answers.get('draft-1/507/null')?.resolve(meta));
    await waitFor(() => expect(result.current.check).toEqual({ status: 'accepted', meta }));
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith({ check: { status: 'accepted', meta } });
  });

  it('asks again about a choice made again, never answering from an earlier check', async () => {
    const { result, rerender } = setup(choice(507));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(async () => answers.get('draft-1/507/null')?.resolve(meta));
    await waitFor(() => expect(result.current.check.status).toBe('accepted'));
    rerender(choice(686));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    rerender(choice(507));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(3));
    expect(result.current.check).toEqual({ status: 'checking' });
  });
});
