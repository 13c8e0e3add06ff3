import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { normalizeSearch } from '@/shared/lib/search-text';
import { useDebouncedValue } from '../use-debounced-value';
import type { ControlProps } from './field-context';

/** Value type of select options. */
export type OptionValue = string | number;

/** One option of a Select or MultiSelect. */
export interface SelectOption<V extends OptionValue> {
  value: V;
  /** Visible text; also what the search matches. */
  label: string;
  /** Second line in the list (also searched). */
  description?: string;
  /** Shown but not selectable (e.g. a transit warehouse that stores nothing). */
  disabled?: boolean;
  /** Name of the group the option is listed under (e.g. 'Недавние'); options of a group come one after another. */
  group?: string;
}

/** Props Select and MultiSelect share. */
export interface PickerProps<V extends OptionValue> extends ControlProps {
  options: readonly SelectOption<V>[];
  /** Default 'Поиск'. */
  searchPlaceholder?: string;
  /** Default 200 ms. */
  searchDebounceMs?: number;
  /** Shown when no option matches or there are none. Default 'Ничего не найдено'. */
  emptyText?: string;
  /** Shows a spinner instead of the options. */
  loading?: boolean;
}

/** Default search debounce of the selects, ms (docs/forms.md). */
export const SELECT_SEARCH_DEBOUNCE_MS = 200;

interface UsePickerParams<V extends OptionValue> {
  options: readonly SelectOption<V>[];
  searchable: boolean;
  searchDebounceMs: number;
  disabled: boolean;
  /** Whether an option cannot be picked right now (disabled, or a limit is reached). */
  isOptionDisabled: (option: SelectOption<V>) => boolean;
  /** Option to make active when the panel opens. */
  initialActive: () => V | null;
  onPick: (option: SelectOption<V>) => void;
  /** A click or Enter on an option that `isOptionDisabled` rejects (e.g. over the limit). */
  onDisabledPick?: (option: SelectOption<V>) => void;
  /** Close the panel after a pick (single select). */
  closeOnPick: boolean;
  onBlur?: () => void;
}

/**
 * Shared state and keyboard/focus behaviour of Select and MultiSelect: open state, debounced and
 * memoised filtering, the active option (aria-activedescendant), outside-focus closing and blur.
 */
export function usePicker<V extends OptionValue>({
  options,
  searchable,
  searchDebounceMs,
  disabled,
  isOptionDisabled,
  initialActive,
  onPick,
  onDisabledPick,
  closeOnPick,
  onBlur,
}: UsePickerParams<V>) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pointerType = useRef('');
  const focusOnOpen = useRef<'search' | 'list' | null>(null);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeValue, setActiveValue] = useState<V | null>(null);
  // A control disabled while its list is open closes the list (adjusted during render, before anything shows it).
  if (disabled && open) setOpen(false);
  const debouncedQuery = useDebouncedValue(query, searchDebounceMs);
  // The list the seller is pressing is not filtered again until the press ends: a search that settles between
  // touching an option and lifting the finger would move another option, or none, under it.
  const [heldQuery, setHeldQuery] = useState<string | null>(null);
  const appliedQuery = heldQuery ?? debouncedQuery;
  const appliedQueryRef = useRef(appliedQuery);
  useLayoutEffect(() => {
    appliedQueryRef.current = appliedQuery;
  });

  // Latest callbacks without invalidating memoised rows.
  const latest = useRef({ onPick, onDisabledPick, onBlur, isOptionDisabled });
  useLayoutEffect(() => {
    latest.current = { onPick, onDisabledPick, onBlur, isOptionDisabled };
  });

  // Normalised search text per option: recomputed only when the options change, not per keystroke.
  const searchIndex = useMemo(
    () => options.map((option) => normalizeSearch(`${option.label} ${option.description ?? ''}`)),
    [options],
  );

  const optionIndex = useMemo(() => {
    const map = new Map<V, number>();
    options.forEach((option, index) => {
      if (!map.has(option.value)) map.set(option.value, index);
    });
    return map;
  }, [options]);

  const filtered = useMemo(() => {
    const terms = normalizeSearch(appliedQuery).split(/\s+/).filter(Boolean);
    if (terms.length === 0) return options;
    return options.filter((_, index) => {
      const text = searchIndex[index] ?? '';
      return terms.every((term) => text.includes(term));
    });
  }, [options, searchIndex, appliedQuery]);

  // Released after the click that ends the press (dispatched in the same task as the pointerup), so it picks the
  // option the press began on.
  const holdListWhilePressed = useCallback(() => {
    setHeldQuery(appliedQueryRef.current);
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => setHeldQuery(null));
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }, []);

  const enabledFiltered = useMemo(
    () => filtered.filter((option) => !isOptionDisabled(option)),
    [filtered, isOptionDisabled],
  );

  // The active option falls back to the first enabled one when filtering hides it.
  const active =
    activeValue !== null && filtered.some((option) => option.value === activeValue)
      ? activeValue
      : (enabledFiltered[0]?.value ?? null);

  const optionId = useCallback(
    (value: V) => `${listId}-option-${optionIndex.get(value) ?? 'x'}`,
    [listId, optionIndex],
  );

  const openPanel = useCallback(() => {
    if (disabled) return;
    setQuery('');
    setActiveValue(initialActive());
    focusOnOpen.current = searchable && pointerType.current !== 'touch' ? 'search' : 'list';
    pointerType.current = '';
    setOpen(true);
  }, [disabled, initialActive, searchable]);

  const closePanel = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  // After every render: a list opened while its options load shows a spinner, and takes the focus once it appears.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const target = focusOnOpen.current === 'search' ? searchRef.current : listRef.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    focusOnOpen.current = null;
  });

  // Keep the active option visible while moving with the keyboard.
  useEffect(() => {
    if (!open || active === null) return;
    const element = document.getElementById(optionId(active));
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionId]);

  const pick = useCallback(
    (option: SelectOption<V>) => {
      if (latest.current.isOptionDisabled(option)) {
        latest.current.onDisabledPick?.(option);
        return;
      }
      setActiveValue(option.value);
      latest.current.onPick(option);
      if (closeOnPick) closePanel(true);
    },
    [closeOnPick, closePanel],
  );

  const move = (delta: 1 | -1 | 'first' | 'last') => {
    const list = enabledFiltered;
    if (list.length === 0) return;
    let next: SelectOption<V> | undefined;
    if (delta === 'first') next = list[0];
    else if (delta === 'last') next = list[list.length - 1];
    else {
      const index = list.findIndex((option) => option.value === active);
      next = list[Math.min(list.length - 1, Math.max(0, index + delta))];
    }
    if (next) setActiveValue(next.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    pointerType.current = ''; // a keyboard-opened list focuses the search box
    const inInput = event.target === searchRef.current;
    if (!open) {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.target === triggerRef.current) {
        event.preventDefault();
        openPanel();
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Home':
      case 'End':
        if (inInput) return;
        event.preventDefault();
        move(event.key === 'Home' ? 'first' : 'last');
        break;
      case 'Enter':
      case ' ': {
        if (event.key === ' ' && inInput) return;
        if (event.target === triggerRef.current) return; // the button toggles itself
        event.preventDefault();
        const option = filtered.find((item) => item.value === active);
        if (option) pick(option);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation(); // do not close a surrounding modal
        closePanel(true);
        break;
      case 'Tab':
        closePanel(false);
        break;
      default:
    }
  };

  // One handler for the button, the search box and the memoised list, so typing does not re-render the rows.
  const keyHandler = useRef(handleKeyDown);
  useLayoutEffect(() => {
    keyHandler.current = handleKeyDown;
  });
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => keyHandler.current(event), []);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    if (open) closePanel(false);
    latest.current.onBlur?.();
  };

  const handleTriggerPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointerType.current = event.pointerType;
  };

  const toggle = () => (open ? closePanel(true) : openPanel());

  return {
    rootRef,
    triggerRef,
    open,
    handleBlur,
    /** The picker's part of PickerTrigger's props. */
    triggerProps: {
      listId,
      triggerRef,
      open,
      onToggle: toggle,
      onKeyDown,
      onPointerDown: handleTriggerPointerDown,
    },
    /** The picker's part of OptionPanel's props: the search box and the list take the same keys as the button. */
    panelProps: {
      listId,
      query,
      onQueryChange: setQuery,
      onKeyDown,
      searchRef,
      listRef,
      items: filtered,
      activeValue: active,
      onPick: pick,
      onPointerDown: holdListWhilePressed,
      optionId,
    },
  };
}
