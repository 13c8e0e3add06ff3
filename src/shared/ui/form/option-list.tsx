import { memo, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { useInView } from '@/shared/lib/use-in-view';
import { useRevealedCount } from '@/shared/lib/use-revealed-count';
import { cx } from '../cx';
import { CheckIcon, SearchIcon } from '../icons';
import { Spinner } from '../spinner';
import type { OptionValue, SelectOption } from './use-picker';
import styles from './option-list.module.css';

/** Props of the listbox with its rows. */
interface OptionListBoxProps<V extends OptionValue> {
  listId: string;
  labelledBy?: string;
  ariaLabel?: string;
  multiple: boolean;
  listRef: RefObject<HTMLUListElement | null>;
  /** id of the active option (none while loading). */
  activeDescendant?: string;
  items: readonly SelectOption<V>[];
  selected: ReadonlySet<V>;
  activeValue: V | null;
  isDisabled: (option: SelectOption<V>) => boolean;
  onPick: (option: SelectOption<V>) => void;
  /** A press on the list begins: the picker keeps the rows where they are until it ends. */
  onPointerDown: () => void;
  optionId: (value: V) => string;
  /** The picker's keys: the list moves its active option (aria-activedescendant) and picks it. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  emptyText: string;
}

/** Props of {@link OptionPanel} (internal to Select and MultiSelect). */
export interface OptionPanelProps<V extends OptionValue> extends Omit<OptionListBoxProps<V>, 'activeDescendant'> {
  searchable: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  searchPlaceholder: string;
  searchRef: RefObject<HTMLInputElement | null>;
  loading: boolean;
  /** Line above the list, e.g. the limit notice. */
  note?: ReactNode;
}

/** The open part of a select: optional search box, note and the listbox. */
export function OptionPanel<V extends OptionValue>({
  searchable,
  query,
  onQueryChange,
  searchPlaceholder,
  searchRef,
  loading,
  note,
  ...listBox
}: OptionPanelProps<V>) {
  const { listId, activeValue, optionId, onKeyDown } = listBox;
  const activeId = activeValue !== null && !loading ? optionId(activeValue) : undefined;
  return (
    <div className={styles.panel}>
      {searchable ? (
        <div className={styles.search}>
          <SearchIcon size={18} className={styles.searchIcon} />
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-label={searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={searchPlaceholder}
            value={query}
            className={styles.searchInput}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      ) : null}
      {note ? (
        <p className={styles.note} role="status">
          {note}
        </p>
      ) : null}
      {loading ? (
        <div className={styles.state}>
          <Spinner size={18} label="Загрузка…" />
        </div>
      ) : (
        <OptionListBox {...listBox} activeDescendant={activeId} />
      )}
    </div>
  );
}

/** Options rendered at first and added as the seller scrolls the panel near its end. */
const OPTIONS_REVEAL_STEP = 20;

// Memoised: typing in the search box re-renders the panel, not these rows (until the debounce fires).
const OptionListBox = memo(function OptionListBox<V extends OptionValue>({
  listId,
  labelledBy,
  ariaLabel,
  multiple,
  listRef,
  activeDescendant,
  items,
  selected,
  activeValue,
  isDisabled,
  onPick,
  onPointerDown,
  optionId,
  onKeyDown,
  emptyText,
}: OptionListBoxProps<V>) {
  // Hundreds of warehouses: a few panels of rows at first, more as the seller scrolls, and always up to the
  // active option, so the keyboard can move through all of them.
  const { revealed, revealMore } = useRevealedCount(items.length, items, OPTIONS_REVEAL_STEP);
  const activeIndex = activeValue === null ? -1 : items.findIndex((option) => option.value === activeValue);
  const shown = items.slice(0, Math.max(revealed, activeIndex + 1));
  const lastRowRef = useInView(revealMore, 200);
  // The listbox handles the clicks of its options, as it handles their keys: the options themselves never take focus.
  const handleClick = (event: MouseEvent<HTMLUListElement>) => {
    const row = (event.target as Element).closest('[role="option"]');
    const option = row ? shown.find((item) => optionId(item.value) === row.id) : undefined;
    if (option) onPick(option);
  };
  return (
    <>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-multiselectable={multiple || undefined}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : ariaLabel}
        aria-activedescendant={activeDescendant}
        className={styles.list}
        // Keep the focus in the search box / list while clicking options.
        onMouseDown={(event) => event.preventDefault()}
        onPointerDown={onPointerDown}
        onClick={handleClick}
        onKeyDown={onKeyDown}
      >
        {runsOfGroups(shown).map(({ group, options, start }) => {
          const rows = options.map((option, offset) => (
            <OptionRow
              key={String(option.value)}
              rowRef={start + offset === shown.length - 1 && shown.length < items.length ? lastRowRef : undefined}
              option={option}
              id={optionId(option.value)}
              multiple={multiple}
              selected={selected.has(option.value)}
              active={option.value === activeValue}
              disabled={isDisabled(option)}
            />
          ));
          if (group === undefined) return rows;
          const labelId = `${listId}-group-${start}`;
          return (
            <li key={labelId} role="group" aria-labelledby={labelId} className={styles.group}>
              <span id={labelId} role="presentation" className={styles.groupLabel}>
                {group}
              </span>
              <ul role="none" className={styles.groupList}>
                {rows}
              </ul>
            </li>
          );
        })}
      </ul>
      {items.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
    </>
  );
}) as <V extends OptionValue>(props: OptionListBoxProps<V>) => ReactNode;

/** The options in runs of the same group, each with the index of its first option. */
function runsOfGroups<V extends OptionValue>(options: readonly SelectOption<V>[]) {
  const runs: { group: string | undefined; options: SelectOption<V>[]; start: number }[] = [];
  options.forEach((option, index) => {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option], start: index });
  });
  return runs;
}

interface OptionRowProps<V extends OptionValue> {
  option: SelectOption<V>;
  /** Set on the last rendered row while more are left: reaching it renders the next ones. */
  rowRef?: Ref<HTMLLIElement>;
  id: string;
  multiple: boolean;
  selected: boolean;
  active: boolean;
  disabled: boolean;
}

const OptionRow = memo(function OptionRow<V extends OptionValue>({
  option,
  rowRef,
  id,
  multiple,
  selected,
  active,
  disabled,
}: OptionRowProps<V>) {
  return (
    <li
      ref={rowRef}
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-active={active || undefined}
      className={cx(styles.option, selected && styles.selected, disabled && styles.disabled, active && styles.active)}
    >
      <span className={cx(styles.mark, multiple ? styles.checkbox : styles.radio)} aria-hidden="true">
        {selected ? <CheckIcon size={14} strokeWidth={3} /> : null}
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{option.label}</span>
        {option.description ? <span className={styles.description}>{option.description}</span> : null}
      </span>
    </li>
  );
}) as <V extends OptionValue>(props: OptionRowProps<V>) => ReactNode;
