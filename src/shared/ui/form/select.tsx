import { useCallback, useMemo } from 'react';
import { cx } from '../cx';
import { useFieldControl } from './field-context';
import { OptionPanel } from './option-list';
import { PickerTrigger } from './picker-trigger';
import {
  SELECT_SEARCH_DEBOUNCE_MS,
  usePicker,
  type OptionValue,
  type PickerProps,
  type SelectOption,
} from './use-picker';

/** Props of {@link Select}. */
export interface SelectProps<V extends OptionValue> extends PickerProps<V> {
  /** The chosen value (controlled); null/undefined for none. */
  value: V | null | undefined;
  /** Receives the picked value, or null when cleared. */
  onChange: (value: V | null) => void;
  /** Text shown while nothing is chosen. Default 'Выберите значение'. */
  placeholder?: string;
  /** Adds a search box above the options. Default false. */
  searchable?: boolean;
  /** Shows a clear button while a value is chosen. */
  clearable?: boolean;
}

/** Single choice with the same look as {@link MultiSelect}; options may be disabled; search is optional. */
export function Select<V extends OptionValue>({
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Выберите значение',
  searchable = false,
  searchPlaceholder = 'Поиск',
  searchDebounceMs = SELECT_SEARCH_DEBOUNCE_MS,
  emptyText = 'Ничего не найдено',
  clearable = false,
  loading = false,
  disabled = false,
  'aria-label': ariaLabel,
  id,
  className,
}: SelectProps<V>) {
  const field = useFieldControl({ id });
  const hasValue = value !== null && value !== undefined;
  const selected = useMemo(() => new Set<V>(hasValue ? [value] : []), [hasValue, value]);
  const current = hasValue ? options.find((option) => option.value === value) : undefined;

  const isOptionDisabled = useCallback((option: SelectOption<V>) => Boolean(option.disabled), []);

  const { rootRef, triggerRef, open, handleBlur, triggerProps, panelProps } = usePicker<V>({
    options,
    searchable,
    searchDebounceMs,
    disabled,
    isOptionDisabled,
    initialActive: () => (hasValue ? value : null),
    onPick: (option) => {
      if (option.value !== value) onChange(option.value);
    },
    closeOnPick: true,
    onBlur,
  });

  return (
    <div ref={rootRef} className={cx(className)} onBlur={handleBlur}>
      <PickerTrigger
        {...triggerProps}
        field={field}
        disabled={disabled}
        ariaLabel={ariaLabel}
        text={current?.label ?? (hasValue ? String(value) : placeholder)}
        isPlaceholder={!hasValue}
        onClear={
          clearable && hasValue
            ? () => {
                onChange(null);
                triggerRef.current?.focus();
              }
            : undefined
        }
      />
      {open ? (
        <OptionPanel
          {...panelProps}
          labelledBy={field.labelId}
          ariaLabel={ariaLabel}
          multiple={false}
          searchable={searchable}
          searchPlaceholder={searchPlaceholder}
          selected={selected}
          isDisabled={isOptionDisabled}
          emptyText={emptyText}
          loading={loading}
        />
      ) : null}
    </div>
  );
}
