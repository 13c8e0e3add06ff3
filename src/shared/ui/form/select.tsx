import { useCallback, useMemo } from 'react';
import { cx } from '../cx';
import { useFieldControl } from './field-context';
import { OptionPanel } from './option-list';
import { PickerTrigger } from './picker-trigger';
import { SELECT_SEARCH_DEBOUNCE_MS, usePicker, type OptionValue, type SelectOption } from './use-picker';

/** Props of {@link Select}. */
export interface SelectProps<V extends OptionValue> {
  options: readonly SelectOption<V>[];
  /** The chosen value (controlled); null/undefined for none. */
  value: V | null | undefined;
  /** Receives the picked value, or null when cleared. */
  onChange: (value: V | null) => void;
  /** Called when focus leaves the whole control (for validation on blur). */
  onBlur?: () => void;
  /** Text shown while nothing is chosen. Default 'Выберите значение'. */
  placeholder?: string;
  /** Adds a search box above the options. Default false. */
  searchable?: boolean;
  /** Default 'Поиск'. */
  searchPlaceholder?: string;
  /** Default 200 ms. */
  searchDebounceMs?: number;
  /** Shown when no option matches or there are none. Default 'Ничего не найдено'. */
  emptyText?: string;
  /** Shows a clear button while a value is chosen. */
  clearable?: boolean;
  /** Shows a spinner instead of the options. */
  loading?: boolean;
  disabled?: boolean;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  id?: string;
  className?: string;
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

  const picker = usePicker<V>({
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
    <div ref={picker.rootRef} className={cx(className)} onKeyDown={picker.handleKeyDown} onBlur={picker.handleBlur}>
      <PickerTrigger
        id={field.id}
        listId={picker.listId}
        triggerRef={picker.triggerRef}
        open={picker.open}
        disabled={disabled}
        invalid={field.invalid}
        required={field.required}
        labelId={field.labelId}
        ariaLabel={ariaLabel}
        describedBy={field.describedBy}
        text={current?.label ?? (hasValue ? String(value) : placeholder)}
        isPlaceholder={!hasValue}
        onToggle={picker.toggle}
        onPointerDown={picker.handleTriggerPointerDown}
        onClear={
          clearable && hasValue
            ? () => {
                onChange(null);
                picker.triggerRef.current?.focus();
              }
            : undefined
        }
      />
      {picker.open ? (
        <OptionPanel
          listId={picker.listId}
          labelledBy={field.labelId}
          ariaLabel={ariaLabel}
          multiple={false}
          searchable={searchable}
          query={picker.query}
          onQueryChange={picker.setQuery}
          searchPlaceholder={searchPlaceholder}
          searchRef={picker.searchRef}
          listRef={picker.listRef}
          items={picker.filtered}
          selected={selected}
          activeValue={picker.activeValue}
          isDisabled={isOptionDisabled}
          onPick={picker.pick}
          optionId={picker.optionId}
          emptyText={emptyText}
          loading={loading}
        />
      ) : null}
    </div>
  );
}
