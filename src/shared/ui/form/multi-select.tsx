import { useCallback, useMemo, useRef } from 'react';
import { cx } from '../cx';
import { CloseIcon } from '../icons';
import { useFieldControl } from './field-context';
import { OptionPanel } from './option-list';
import { PickerTrigger } from './picker-trigger';
import { SELECT_SEARCH_DEBOUNCE_MS, usePicker, type OptionValue, type SelectOption } from './use-picker';
import styles from './multi-select.module.css';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps<V extends OptionValue> {
  options: readonly SelectOption<V>[];
  /** Chosen values in the order they were picked (controlled). Duplicates are ignored. */
  value: readonly V[];
  /** Receives the new list; never contains a value twice or more than `maxSelectable` values. */
  onChange: (value: V[]) => void;
  /** Called when focus leaves the whole control (for validation on blur). */
  onBlur?: () => void;
  /** Once this many are chosen, further picks are ignored and the other options look disabled. */
  maxSelectable?: number;
  /** Called when the user tries to pick beyond `maxSelectable`. */
  onLimit?: () => void;
  /** Text shown while nothing is chosen. Default 'Select options' (SPEC); pass Russian, e.g. 'Выберите склады'. */
  placeholder?: string;
  /** Default true. */
  searchable?: boolean;
  /** Default 'Поиск'. */
  searchPlaceholder?: string;
  /** Default 200 ms. */
  searchDebounceMs?: number;
  /** Shown when no option matches or there are none. Default 'Ничего не найдено'. */
  emptyText?: string;
  /** Notice shown in the list when the limit is reached. Default 'Можно выбрать не более N'. */
  limitText?: string;
  /** Shows a spinner instead of the options. */
  loading?: boolean;
  disabled?: boolean;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/**
 * Searchable multiple choice with removable chips (SPEC §5 "Multi-select behaviour").
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

  const picker = usePicker<V>({
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
      (next ?? picker.triggerRef.current)?.focus();
    });
  };

  const chosenLabels = values.map((item) => labels.get(item) ?? String(item));
  const countText =
    maxSelectable !== undefined ? `Выбрано ${values.length} из ${maxSelectable}` : `Выбрано: ${values.length}`;

  return (
    <div
      ref={picker.rootRef}
      className={cx(styles.root, className)}
      onKeyDown={picker.handleKeyDown}
      onBlur={picker.handleBlur}
    >
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
        text={values.length > 0 ? countText : placeholder}
        isPlaceholder={values.length === 0}
        srText={chosenLabels.join(', ')}
        onToggle={picker.toggle}
        onPointerDown={picker.handleTriggerPointerDown}
        before={
          values.length > 0 ? (
            <ul ref={chipsRef} className={styles.chips} aria-label="Выбранные значения">
              {values.map((item, index) => {
                const label = chosenLabels[index] ?? String(item);
                return (
                  <li key={String(item)} className={styles.chip}>
                    <span className={styles.chipLabel}>{label}</span>
                    {disabled ? null : (
                      <button
                        type="button"
                        className={styles.chipRemove}
                        aria-label={`Убрать: ${label}`}
                        title="Убрать"
                        onClick={() => remove(item, index)}
                      >
                        <CloseIcon size={14} strokeWidth={2.5} />
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null
        }
      />
      {picker.open ? (
        <OptionPanel
          listId={picker.listId}
          labelledBy={field.labelId}
          ariaLabel={ariaLabel}
          multiple
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
          note={limitReached ? (limitText ?? `Можно выбрать не более ${maxSelectable}`) : undefined}
        />
      ) : null}
    </div>
  );
}
