import { formatStarsCount, starsText } from '@/shared/lib/money';
import { cx } from './cx';
import { StarIcon } from './icons';
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
