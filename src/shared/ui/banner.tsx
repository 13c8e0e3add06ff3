import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { CheckIcon, InfoIcon, WarningIcon } from './icons';
import styles from './banner.module.css';

/** Colour of a {@link Banner}: red for blocking problems, yellow for limits, green for done, blue for info. */
type BannerTone = 'red' | 'yellow' | 'green' | 'blue';

/** A button inside a {@link Banner} (e.g. 'Купить', 'Авторизоваться'). */
interface BannerAction {
  label: string;
  onClick: () => void;
  /** Shows a spinner on the button. */
  loading?: boolean;
  /** Icon after the label, e.g. `<ChatIcon size={16} />` for 'перейти в чат'. */
  icon?: ReactNode;
}

/** Props of {@link Banner}. Extra props go to the `<section>`; pass `role="alert"` only for notices that appear after a user action. */
export interface BannerProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  tone?: BannerTone;
  /** Bold first line, e.g. 'Подписка не активна'. */
  title?: ReactNode;
  /** Body text (children are rendered after it). */
  text?: ReactNode;
  /** Optional button under the text. */
  action?: BannerAction;
  /** Replaces the tone's default icon; `null` hides it. */
  icon?: ReactNode | null;
}

const DEFAULT_ICONS: Record<BannerTone, ReactNode> = {
  red: <WarningIcon />,
  yellow: <WarningIcon />,
  green: <CheckIcon />,
  blue: <InfoIcon />,
};

/** Inline notice block: "Подписка не активна", "Достигнут лимит активных таймслотов", etc. */
export function Banner({ tone = 'blue', title, text, action, icon, className, children, ...rest }: BannerProps) {
  const shownIcon = icon === undefined ? DEFAULT_ICONS[tone] : icon;
  return (
    <section {...rest} className={cx(styles.banner, styles[tone], className)}>
      {shownIcon ? <span className={styles.icon}>{shownIcon}</span> : null}
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
        {action ? (
          <div className={styles.actions}>
            {/* Filled on every tone: a tinted button over the tinted banner mixes into a colour nothing reads on. */}
            <Button size="sm" variant="primary" loading={action.loading} iconEnd={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
