import { useEffect, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { cx } from './cx';
import { CloseIcon, SearchIcon } from './icons';
import styles from './search-input.module.css';

/** Props of {@link SearchInput}. Extra props go to the `<input type="search">`. */
export interface SearchInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The current query (controlled). */
  value: string;
  /** Called with the new query; after `debounceMs` of inactivity when debouncing, at once when cleared. */
  onChange: (value: string) => void;
  /** Delay before `onChange` fires while typing. Default 0 (no debounce). */
  debounceMs?: number;
  /** Placeholder, also the accessible name unless `aria-label` is given. Default 'Поиск'. */
  placeholder?: string;
  /** Accessible name of the clear button. Default 'Очистить поиск'. */
  clearLabel?: string;
  /** Class of the outer wrapper. */
  className?: string;
}

/** Search box with a magnifier, a clear button and optional debounce. Escape clears a non-empty query. */
export function SearchInput({
  value,
  onChange,
  debounceMs = 0,
  placeholder = 'Поиск',
  clearLabel = 'Очистить поиск',
  className,
  onKeyDown,
  ref,
  ...rest
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const emitted = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // Follow changes from the parent (e.g. a reset) that did not come from this input.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      clearTimeout(timer.current);
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (next: string) => {
    clearTimeout(timer.current);
    emitted.current = next;
    onChange(next);
  };

  const update = (next: string) => {
    setText(next);
    if (debounceMs > 0) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => emit(next), debounceMs);
    } else {
      emit(next);
    }
  };

  const clear = () => {
    setText('');
    emit('');
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && text) {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div className={cx(styles.root, className)}>
      <SearchIcon className={styles.icon} size={18} />
      <input
        aria-label={rest['aria-label'] ?? placeholder}
        {...rest}
        ref={(node) => {
          inputRef.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        className={styles.input}
        onChange={(event) => update(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {text ? (
        <button type="button" className={styles.clear} aria-label={clearLabel} title={clearLabel} onClick={clear}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
