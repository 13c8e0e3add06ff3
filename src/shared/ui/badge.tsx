import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import styles from './badge.module.css';

/**
 * Colour of a {@link Badge}. Autobooking statuses map as: ACTIVE yellow, COMPLETED green,
 * ARCHIVED gray, ERROR red (docs/autobookings.md).
 */
export type BadgeTone = 'yellow' | 'green' | 'gray' | 'red' | 'blue';

/** Props of {@link Badge}. */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

/** Small rounded status label, e.g. `<Badge tone="green">забронировано</Badge>`. */
export function Badge({ tone = 'gray', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx(styles.badge, styles[tone], className)} />;
}
