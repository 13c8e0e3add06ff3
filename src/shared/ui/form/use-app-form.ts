import { useCallback, useEffect, useRef } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { config as configureZod, type z } from 'zod/mini';

// Without zod's parsers compiled at run time: the production Content-Security-Policy has no 'unsafe-eval', and
// even zod's probe for it reports a violation. Set before any form validates.
configureZod({ jitless: true });

/** Debounce of validation while typing in text inputs, ms (docs/forms.md). */
const FORM_INPUT_DEBOUNCE_MS = 300;

/** Any zod v4 schema (zod/mini keeps the forms' chunks small) whose input and output are objects. */
export type AppFormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/** Options of {@link useAppForm}: react-hook-form's, minus what the wrapper fixes (resolver and modes). */
export type UseAppFormOptions<TInput extends FieldValues, TOutput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'mode' | 'reValidateMode'
> & {
  /** Debounce of `registerDebounced` / `debouncedTrigger`. Default 300 ms. */
  inputDebounceMs?: number;
};

/** What {@link useAppForm} returns: the react-hook-form API plus the debounced helpers. */
export type AppForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /**
   * Like `register`, for text inputs: typing updates the value at once and validates after the
   * debounce; blur validates immediately. The value is taken as the input's string.
   */
  registerDebounced: <TName extends FieldPath<TInput>>(
    name: TName,
    options?: RegisterOptions<TInput, TName>,
  ) => UseFormRegisterReturn<TName>;
  /** Validates `name` after the debounce (restarted by every call). For controlled text inputs. */
  debouncedTrigger: (name: FieldPath<TInput>) => void;
  /** Drops a pending debounced validation of `name` (or all when omitted). */
  cancelDebouncedTrigger: (name?: FieldPath<TInput>) => void;
};

/**
 * react-hook-form + zod for every form of the app (docs/forms.md): validation runs on
 * blur, on change and on submit (`mode: 'all'`), and while typing in text inputs registered with
 * `registerDebounced` after 300 ms. Errors are zod's messages, so write the Russian texts in the schema.
 *
 * @example
 * const form = useAppForm(paymentSchema, { defaultValues: { email: '' } });
 * <FormField label="Email" required error={form.formState.errors.email?.message}>
 *   <TextInput type="email" {...form.registerDebounced('email')} />
 * </FormField>
 */
export function useAppForm<TSchema extends AppFormSchema>(
  schema: TSchema,
  options: UseAppFormOptions<z.input<TSchema>, z.output<TSchema>> = {},
): AppForm<z.input<TSchema>, z.output<TSchema>> {
  type TInput = z.input<TSchema>;
  const { inputDebounceMs = FORM_INPUT_DEBOUNCE_MS, ...formOptions } = options;

  const form = useForm<TInput, unknown, z.output<TSchema>>({
    ...formOptions,
    resolver: zodResolver(schema) as unknown as Resolver<TInput, unknown, z.output<TSchema>>,
    mode: 'all',
    reValidateMode: 'onChange',
  });

  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const { trigger, setValue, register } = form;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const handle of pending.values()) clearTimeout(handle);
      pending.clear();
    };
  }, []);

  const cancelDebouncedTrigger = useCallback((name?: FieldPath<TInput>) => {
    const pending = timers.current;
    if (name === undefined) {
      for (const handle of pending.values()) clearTimeout(handle);
      pending.clear();
      return;
    }
    clearTimeout(pending.get(name));
    pending.delete(name);
  }, []);

  const debouncedTrigger = useCallback(
    (name: FieldPath<TInput>) => {
      const pending = timers.current;
      clearTimeout(pending.get(name));
      pending.set(
        name,
        setTimeout(() => {
          pending.delete(name);
          void trigger(name);
        }, inputDebounceMs),
      );
    },
    [trigger, inputDebounceMs],
  );

  const registerDebounced = useCallback(
    <TName extends FieldPath<TInput>>(name: TName, registerOptions?: RegisterOptions<TInput, TName>) => {
      const field = register(name, registerOptions);
      const registered: UseFormRegisterReturn<TName> = {
        ...field,
        onChange: (event: { target: unknown }) => {
          const value = (event.target as HTMLInputElement).value;
          setValue(name, value as PathValue<TInput, TName>, { shouldDirty: true });
          debouncedTrigger(name);
          return Promise.resolve();
        },
        onBlur: async (event: { target: unknown; type?: unknown }) => {
          cancelDebouncedTrigger(name);
          await field.onBlur(event);
        },
      };
      return registered;
    },
    [register, setValue, debouncedTrigger, cancelDebouncedTrigger],
  );

  return { ...form, registerDebounced, debouncedTrigger, cancelDebouncedTrigger };
}
