import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readSellerValue, removeSellerValue, writeSellerValue } from '@/shared/telegram/seller-storage';

/** How long after the last change the draft is written (one write per pause, not per tap). */
const saveDelayMs = 400;

export interface FormDraft {
  /** A draft from an earlier visit waits for the seller's answer: continue it or start anew. */
  offered: boolean;
  /** Fills the form with the offered draft. */
  resume: () => void;
  /** Drops the offered draft and keeps the form as it opened. */
  startAnew: () => void;
  /** Forgets the draft: after a save, or when the seller discards the changes. */
  forget: () => void;
}

interface FormDraftOptions<T> {
  /** Adapts a stored draft to today (e.g. dates computed from the day); undefined drops a draft it cannot use. */
  restore?: (stored: T) => T | undefined;
  /** Fills the form with the draft; by default a reset to it (the form then counts as changed). */
  resume?: (draft: T) => void;
}

/**
 * Keeps a changed form's values as the seller's draft (docs/forms.md#drafts), so closing the app loses nothing:
 * written a moment after each change, forgotten once the form is back as it opened. `name` tells the drafts of
 * different forms apart (Telegram's key alphabet: letters, digits, _ and -).
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: string,
  options: FormDraftOptions<T> = {},
): FormDraft {
  const [stored, setStored] = useState<T>();
  const answered = useRef(false);
  // The latest render's form and options: the form object is new on every render, its methods are not.
  const latest = useRef({ form, options });
  useEffect(() => {
    latest.current = { form, options };
  });
  const { watch } = form;

  useEffect(() => {
    let live = true;
    void readSellerValue(name).then((text) => {
      if (!live || !text || answered.current) return;
      try {
        const parsed = JSON.parse(text) as T;
        const { restore = (stored: T) => stored } = latest.current.options;
        const draft = restore(parsed);
        if (draft) setStored(draft);
      } catch {
        void removeSellerValue(name);
      }
    });
    return () => {
      live = false;
    };
  }, [name]);

  // A write still waiting when the seller discards the changes must not bring the draft back.
  const pendingSave = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const subscription = watch(() => {
      clearTimeout(pendingSave.current);
      pendingSave.current = setTimeout(() => {
        const { formState, getValues } = latest.current.form;
        // The draft an open offer holds stays until the seller answers it.
        if (!answered.current && !formState.isDirty) return;
        answered.current = true;
        setStored(undefined);
        if (formState.isDirty) void writeSellerValue(name, JSON.stringify(getValues()));
        else void removeSellerValue(name);
      }, saveDelayMs);
    });
    return () => {
      clearTimeout(pendingSave.current);
      subscription.unsubscribe();
    };
  }, [watch, name]);

  const resume = useCallback(() => {
    answered.current = true;
    if (stored) {
      const { resume: fill = (draft: T) => latest.current.form.reset(draft, { keepDefaultValues: true }) } =
        latest.current.options;
      fill(stored);
    }
    setStored(undefined);
  }, [stored]);
  const forget = useCallback(() => {
    clearTimeout(pendingSave.current);
    answered.current = true;
    setStored(undefined);
    void removeSellerValue(name);
  }, [name]);

  return { offered: stored !== undefined, resume, startAnew: forget, forget };
}
