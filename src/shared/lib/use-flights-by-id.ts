import { useCallback, useRef, useState } from 'react';

/** Marks `id` as pending while `request` runs (a card's spinner), then hands back its result. */
export type PendingCall = <T>(request: () => Promise<T>) => Promise<T>;

/**
 * One flight of an action at a time per item of a list, kept by id rather than in the item's card (a list may
 * refill a card with another item). A call for an id whose flight is under way (a double tap, a tap during its
 * confirmation) is dropped. `pending` holds the ids whose server call, wrapped in the flight's `call`, is under
 * way. A failing flight just ends: its failure is reported by the flight itself or by the mutation's onError.
 */
export function useFlightsById() {
  const flying = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());

  const fly = useCallback(async (id: number, flight: (call: PendingCall) => Promise<unknown>) => {
    if (flying.current.has(id)) return;
    flying.current.add(id);
    const call: PendingCall = async (request) => {
      setPending((ids) => new Set(ids).add(id));
      try {
        return await request();
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
      }
    };
    try {
      await flight(call);
    } catch {
      // Reported by the flight or the mutation.
    } finally {
      flying.current.delete(id);
    }
  }, []);

  return { pending, fly };
}
