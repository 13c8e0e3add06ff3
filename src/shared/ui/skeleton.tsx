import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';
import styles from './skeleton.module.css';

/** Props of {@link Skeleton}. Sizes accept any CSS length; numbers are px. */
export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** Corner radius. Default `var(--radius-sm)`. */
  radius?: number | string;
  /** Circle of `width` (`height` is ignored). */
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** Shimmering placeholder block (decorative; wrap loading screens in {@link SkeletonRegion}). */
export function Skeleton({ width = '100%', height = 16, radius, circle = false, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, className)}
      style={{
        width,
        height: circle ? width : height,
        borderRadius: circle ? '50%' : radius,
        ...style,
      }}
    />
  );
}

/** One line of text: 14px high with the line's own spacing. `width` defaults to 100%. */
export function SkeletonLine({ width = '100%', className }: { width?: number | string; className?: string }) {
  return <Skeleton width={width} height={14} radius={7} className={cx(styles.line, className)} />;
}

/** Placeholder of a list card: a title line, `lines` text lines and optionally a row of buttons. */
export function SkeletonCard({ lines = 3, actions = true }: { lines?: number; actions?: boolean }) {
  const widths = ['90%', '70%', '80%', '55%', '65%'];
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="60%" height={18} radius={9} />
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonLine key={index} width={widths[index % widths.length]} />
      ))}
      {actions ? (
        <div className={styles.actions}>
          <Skeleton width={96} height={36} />
          <Skeleton width={36} height={36} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Container for a loading screen: announces 'Загрузка…' once (`role="status"`, `aria-busy`) while
 * the skeleton blocks inside stay hidden from screen readers.
 */
export function SkeletonRegion({
  label = 'Загрузка…',
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={cx(styles.region, className)}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
