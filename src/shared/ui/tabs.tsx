import { useId, type KeyboardEvent } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';
import { haptics } from '@/shared/telegram/haptics';

/** One tab of {@link Tabs}. */
export interface TabItem<T extends string> {
  value: T;
  /** Visible label, e.g. 'Актуальные'. */
  label: string;
  /** Number shown in a badge next to the label; omitted when undefined. */
  count?: number;
  /** Something there needs the seller's eye (e.g. new failures): the count turns red, and the tab says why (its description). */
  alert?: string;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  /** The selected tab (controlled). */
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the tab list, e.g. 'Статус таймслотов'. */
  'aria-label'?: string;
  /** id of the `role="tabpanel"` element the tabs control; the caller renders that panel. */
  panelId?: string;
  className?: string;
}

/**
 * Controlled status tabs with count badges (WAI-ARIA tabs: arrow keys, Home and End move and select).
 * Render the content yourself in `<div role="tabpanel" id={panelId} aria-labelledby={tabId}>`
 * where `tabId` is the `id` of the selected tab: `getTabId(panelId, value)`.
 */
export function Tabs<T extends string>({ items, value, onChange, panelId, className, ...aria }: TabsProps<T>) {
  const fallbackId = useId();
  const baseId = panelId ?? fallbackId;

  const enabled = items.filter((item) => !item.disabled);

  const focusTab = (next: T) => {
    onChange(next);
    document.getElementById(getTabId(baseId, next))?.focus();
  };

  // On each tab, which holds the focus (roving tabindex): arrows, Home and End move and select.
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    let target: TabItem<T> | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        target = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target) focusTab(target.value);
  };

  return (
    <div role="tablist" aria-label={aria['aria-label']} className={cx(styles.list, className)}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            id={getTabId(baseId, item.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            title={item.alert}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            className={cx(styles.tab, selected && styles.selected)}
            onClick={() => {
              if (item.value !== value) haptics.selected();
              onChange(item.value);
            }}
            onKeyDown={handleKeyDown}
          >
            <span className={styles.label}>{item.label}</span>
            {item.count !== undefined ? (
              <span
                className={cx(styles.count, item.alert && styles.alert)}
                data-testid={item.alert ? 'tab-alert' : undefined}
              >
                {item.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The `id` {@link Tabs} gives the tab of `value` when it has `panelId`; use it for the panel's `aria-labelledby`. */
export function getTabId(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`;
}
