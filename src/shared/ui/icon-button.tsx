import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';
import styles from './icon-button.module.css';

/** Props of {@link IconButton}. `type` defaults to "button". */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name (Russian), also shown as a tooltip. Required: the button has no visible text. */
  label: string;
  /** The icon, e.g. `<TrashIcon />`. */
  icon: ReactNode;
  /** plain: no background (default); secondary: tinted; destructive: red icon. */
  variant?: 'plain' | 'secondary' | 'destructive';
  /** sm: 36px visual with a 44px hit area; md: 44px (default). */
  size?: 'sm' | 'md';
  /** Shows a spinner instead of the icon and ignores clicks. */
  loading?: boolean;
}

/** Square button with only an icon. */
export function IconButton({
  label,
  icon,
  variant = 'plain',
  size = 'md',
  loading = false,
  type = 'button',
  className,
  title,
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={title ?? label}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) return;
        onClick?.(event);
      }}
      className={cx(styles.button, styles[variant], styles[size], className)}
    >
      {loading ? <Spinner size={size === 'sm' ? 16 : 20} /> : icon}
    </button>
  );
}
