import { useCallback, useMemo, useRef } from 'react';
import { cx } from '../cx';
import { useFieldControl } from './field-context';
import { OptionPanel } from './option-list';
import { PickerTrigger } from './picker-trigger';
import { RemovableChip } from './removable-chip';
import {
  SELECT_SEARCH_DEBOUNCE_MS,
  usePicker,
  type OptionValue,
  type PickerProps,
  type SelectOption,
} from './use-picker';
import styles from './multi-select.module.css';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps<V extends OptionValue> extends PickerProps<V> {
  /** Chosen values in the order they were picked (controlled). Duplicates are ignored. */
  value: readonly V[];
  /** Receives the new list; never contains a value twice or more than `maxSelectable` values. */
  onChange: (value: V[]) => void;
  /** Once this many are chosen, further picks are ignored and the other options look disabled. */
  maxSelectable?: number;
  /** Called when the user tries to pick beyond `maxSelectable`. */
  onLimit?: () => void;
  /** Text shown while nothing is chosen. Default 'Select options' (docs/forms.md); pass Russian, e.g. 'Выберите склады'. */
  placeholder?: string;
  /** Default true. */
  searchable?: boolean;
  /** Notice shown in the list when the limit is reached. Default 'Можно выбрать не более N'. */
  limitText?: string;
}

/**
 * Searchable multiple choice with removable chips (docs/forms.md).
 * Fast with hundreds of options: filtering is memoised on the debounced query and rows are memoised.
 */
export function MultiSelect<V extends OptionValue>({
  options,
  value,
  onChange,
  onBlur,
  maxSelectable,
  onLimit,
  placeholder = 'Select options',
  searchable = true,
  searchPlaceholder = 'Поиск',
  searchDebounceMs = SELECT_SEARCH_DEBOUNCE_MS,
  emptyText = 'Ничего не найдено',
  limitText,
  loading = false,
  disabled = false,
  'aria-label': ariaLabel,
  id,
  className,
}: MultiSelectProps<V>) {
  const field = useFieldControl({ id });
  const chipsRef = useRef<HTMLUListElement>(null);

  const values = useMemo(() => [...new Set(value)], [value]);
  const selected = useMemo(() => new Set(values), [values]);
  const limitReached = maxSelectable !== undefined && values.length >= maxSelectable;

  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);

  const isOptionDisabled = useCallback(
    (option: SelectOption<V>) => Boolean(option.disabled) || (limitReached && !selected.has(option.value)),
    [limitReached, selected],
  );

  const handlePick = (option: SelectOption<V>) => {
    if (selected.has(option.value)) onChange(values.filter((item) => item !== option.value));
    else if (maxSelectable !== undefined && values.length >= maxSelectable) onLimit?.();
    else onChange([...values, option.value]);
  };

  const { rootRef, triggerRef, open, handleBlur, triggerProps, panelProps } = usePicker<V>({
    options,
    searchable,
    searchDebounceMs,
    disabled,
    isOptionDisabled,
    initialActive: () => values[0] ?? null,
    onPick: handlePick,
    onDisabledPick: (option) => {
      if (!option.disabled && limitReached) onLimit?.();
    },
    closeOnPick: false,
    onBlur,
  });

  const remove = (item: V, index: number) => {
    onChange(values.filter((current) => current !== item));
    // Keep the keyboard focus nearby: the next chip, else the previous one, else the button.
    requestAnimationFrame(() => {
      const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[index] ?? buttons?.[index - 1];
      (next ?? triggerRef.current)?.focus();
    });
  };

  const chosenLabels = values.map((item) => labels.get(item) ?? String(item));
  const countText =
    maxSelectable !== undefined ? `Выбрано ${values.length} из ${maxSelectable}` : `Выбрано: ${values.length}`;

  return (
    <div ref={rootRef} className={cx(styles.root, className)} onBlur={handleBlur}>
      <PickerTrigger
        {...triggerProps}
        field={field}
        disabled={disabled}
        ariaLabel={ariaLabel}
        text={values.length > 0 ? countText : placeholder}
        isPlaceholder={values.length === 0}
        srText={chosenLabels.join(', ')}
        before={
          values.length > 0 ? (
            <ul ref={chipsRef} className={styles.chips} aria-label="Выбранные значения">
              {values.map((item, index) => {
                const label = chosenLabels[index] ?? String(item);
                return (
                  <RemovableChip
                    key={String(item)}
                    label={label}
                    removeLabel={`Убрать: ${label}`}
                    disabled={disabled}
                    onRemove={() => remove(item, index)}
                  />
                );
              })}
            </ul>
          ) : null
        }
      />
      {open ? (
        <OptionPanel
          {...panelProps}
          labelledBy={field.labelId}
          ariaLabel={ariaLabel}
          multiple
          searchable={searchable}
          searchPlaceholder={searchPlaceholder}
          selected={selected}
          isDisabled={isOptionDisabled}
          emptyText={emptyText}
          loading={loading}
          note={limitReached ? (limitText ?? `Можно выбрать не более ${maxSelectable}`) : undefined}
        />
      ) : null}
    </div>
  );
}
