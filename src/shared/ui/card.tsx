import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './card.module.css';

/** Props of {@link Card}. Extra props go to the `<section>`. */
export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Header text; rendered as a heading of level `headingLevel`. */
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the header (badges, icon buttons). */
  headerEnd?: ReactNode;
  /** Inner padding: md 12/16px (default), none for edge-to-edge lists. */
  padding?: 'md' | 'none';
  /** Element Timing identifier of the title (see element-timing.ts). */
  titleTiming?: string;
}

/** Rounded section container on the section background (Telegram "section"). */
export function Card({
  title,
  headingLevel = 2,
  headerEnd,
  padding = 'md',
  titleTiming,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} className={cx(styles.card, padding === 'none' && styles.flush, className)}>
      {title || headerEnd ? (
        <header className={styles.header}>
          {title ? (
            <Heading className={styles.title} elementtiming={titleTiming}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {headerEnd ? <div className={styles.headerEnd}>{headerEnd}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
