import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './list-card.module.css';

/** Props of {@link ListCard}. Extra props go to the `<section>`. */
export interface ListCardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** What the item is about (its warehouse or warehouses); names the card for screen readers. */
  title: ReactNode;
  /** Its status, at the right of the title's first line. */
  badge: ReactNode;
  /** Element Timing identifier of the title (see element-timing.ts). */
  titleTiming?: string;
  /** The one row of actions under the facts. */
  actions: ReactNode;
  /** The facts: one or two {@link FactLine}s and, where there is one, a line about its outcome. */
  children: ReactNode;
}

/**
 * One item of a list (a trigger, an autobooking), in the one anatomy both lists share: the title with the status
 * badge, one or two lines of facts, then one row of actions. Compact enough for three cards on a phone screen.
 */
export function ListCard({ title, badge, titleTiming, actions, children, className, ...rest }: ListCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} {...rest} className={cx(styles.card, className)}>
      {/* The badge floats at the right of the title's first line, so a long title wraps under it over the card's
          whole width instead of in a narrow column beside it. */}
      <header className={styles.header}>
        <span className={styles.badge}>{badge}</span>
        <h3 className={styles.title} elementtiming={titleTiming}>
          <span id={titleId}>{title}</span>
        </h3>
      </header>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** A fact of a card: its value after its term, which screen readers read and which shows only when `termShown`. */
export interface Fact {
  term: string;
  value: ReactNode;
  termShown?: boolean;
}

/**
 * Facts flowing as one sentence joined with ' · ' (two lines on a phone at most). Each '·' is glued to the fact
 * before it by a no-break space, so a wrapped line never starts with one. `hint`: the quieter line (dates of the
 * item's own history, such as its creation).
 */
export function FactLine({ facts, tone = 'text' }: { facts: readonly (Fact | null)[]; tone?: 'text' | 'hint' }) {
  const shown = facts.filter((fact): fact is Fact => fact !== null);
  return (
    <dl className={cx(styles.facts, tone === 'hint' && styles.hint)}>
      {shown.map(({ term, value, termShown }, index) => (
        <div key={term} className={styles.fact}>
          <dt className={termShown ? undefined : 'visually-hidden'}>{termShown ? `${term} ` : term}</dt>
          <dd>{value}</dd>
          {index < shown.length - 1 ? (
            <span className={styles.separator} aria-hidden="true">
              {'\u00a0· '}
            </span>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * Whether the service works on the item now, with its last check: a dot and one quiet line under the title
 * ('ищет · проверено 12:24 · слотов нет'). A paused item's dot is hollow, so the line never reads as working.
 */
export function WorkStatus({ tone, children }: { tone: 'running' | 'paused'; children: ReactNode }) {
  return (
    <p className={cx(styles.work, styles[tone])} data-testid="work-status">
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </p>
  );
}
