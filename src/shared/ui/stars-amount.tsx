import type { SVGProps } from 'react';
import { formatStarsCount, starsText } from '@/shared/lib/money';
import { cx } from './cx';
import styles from './stars-amount.module.css';

/**
 * An amount in Telegram Stars as the app's screens show it: a drawn star and the number ('★ 150'), read out in words
 * ('150 звезд').
 */
export function StarsAmount({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cx(styles.amount, className)} role="img" aria-label={starsText(stars)} data-stars={stars}>
      <StarIcon className={styles.star} size={14} />
      {formatStarsCount(stars)}
    </span>
  );
}

interface StarIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Rendered width and height in px. */
  size?: number;
  /** Accessible name; omit where the amount beside it is read out. */
  title?: string;
}

/**
 * Telegram's star, filled: the currency of Telegram Stars. Drawn, not the '⭐' emoji, so it looks the same on every
 * client whatever emoji font it has.
 */
export function StarIcon({ size = 16, title, ...rest }: StarIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d="M12 2.6l2.82 5.72 6.31.92-4.57 4.45 1.08 6.28L12 17l-5.64 2.97 1.08-6.28L2.87 9.24l6.31-.92L12 2.6Z" />
    </svg>
  );
}
