import { formatStarsCount, starsText } from '@/shared/lib/money';
import { cx } from './cx';
import { IconFrame, type IconProps } from './icons';
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

/**
 * Telegram's star, filled: the currency of Telegram Stars. Drawn, not the '⭐' emoji, so it looks the same on every
 * client whatever emoji font it has.
 */
export const StarIcon = ({ size = 16, ...props }: IconProps) => (
  <IconFrame size={size} fill="currentColor" stroke="none" {...props}>
    <path d="M12 2.6l2.82 5.72 6.31.92-4.57 4.45 1.08 6.28L12 17l-5.64 2.97 1.08-6.28L2.87 9.24l6.31-.92L12 2.6Z" />
  </IconFrame>
);
