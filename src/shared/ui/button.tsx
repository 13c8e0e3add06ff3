import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';
import styles from './button.module.css';

/** Visual style of a {@link Button}. */
type ButtonVariant = 'primary' | 'secondary' | 'plain' | 'destructive';
/** Height of a {@link Button}: sm 36px, md 44px, lg 50px. */
type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: every native `<button>` prop plus the ones below. `type` defaults to "button". */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: filled with the theme button colour (default); secondary: tinted; plain: text only; destructive: red. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while keeping the button focusable. */
  loading?: boolean;
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /** Icon before the text (decorative). */
  icon?: ReactNode;
  /** Icon after the text (decorative). */
  iconEnd?: ReactNode;
}

/** The app's button. Keeps its size while loading, so layouts do not jump. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  iconEnd,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const spinner = loading ? <Spinner className={styles.spinner} size={size === 'sm' ? 16 : 20} /> : null;
  // With an icon the spinner takes the icon's place and the label stays readable; without one it covers the label.
  const spinnerSlot = icon ? 'icon' : iconEnd ? 'iconEnd' : 'button';
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={cx(
        styles.button,
        styles[variant],
        styles[size],
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        loading && spinnerSlot === 'button' && styles.loadingCovered,
        className,
      )}
    >
      <span className={styles.content}>
        {icon ? (
          <span className={cx(styles.icon, spinnerSlot === 'icon' && spinner && styles.iconBusy)}>
            {icon}
            {spinnerSlot === 'icon' ? spinner : null}
          </span>
        ) : null}
        {children != null && children !== false ? <span className={styles.label}>{children}</span> : null}
        {iconEnd ? (
          <span className={cx(styles.icon, spinnerSlot === 'iconEnd' && spinner && styles.iconBusy)}>
            {iconEnd}
            {spinnerSlot === 'iconEnd' ? spinner : null}
          </span>
        ) : null}
      </span>
      {spinnerSlot === 'button' ? spinner : null}
    </button>
  );
}
