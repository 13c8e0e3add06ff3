import type { ReactNode, SVGProps } from 'react';

/**
 * Props shared by every icon. Icons are 24×24 stroke glyphs drawn with `currentColor`,
 * so they follow the text colour of their parent. They are decorative (`aria-hidden`)
 * unless a `title` is given, in which case they get `role="img"` and that accessible name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Rendered width and height in px. Default 20. */
  size?: number;
  /** Accessible name; omit for decorative icons (the usual case: the button carries the label). */
  title?: string;
}

/** The frame every icon draws its paths in. Each icon is a component of its own, named by its function. */
export function IconFrame({ size = 20, title, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** Clock: timeslots (таймслоты). */
export const ClockIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </IconFrame>
);

/** Shopping cart: the store. */
export const CartIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M2.5 3.5h2.6l2.2 11.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1l1.8-6.8H6.1" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </IconFrame>
);

/** Person: the account. */
export const UserIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6" />
  </IconFrame>
);

/** Plus: add / create. */
export const PlusIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 5v14M5 12h14" />
  </IconFrame>
);

/** Trash can: delete. */
export const TrashIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l.9 12.2a1.5 1.5 0 0 0 1.5 1.3h6.2a1.5 1.5 0 0 0 1.5-1.3L17.5 7" />
    <path d="M10 11v6M14 11v6" />
  </IconFrame>
);

/** Play triangle: start a watch. */
export const PlayIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7.5 4.8v14.4a.8.8 0 0 0 1.2.7l11-7.2a.8.8 0 0 0 0-1.4l-11-7.2a.8.8 0 0 0-1.2.7Z" />
  </IconFrame>
);

/** Stop square: stop a watch. */
export const StopIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </IconFrame>
);

/** Circular arrows: refresh / retry / re-activate. */
export const RefreshIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 11a8 8 0 0 0-14.3-4.3L4 8.5" />
    <path d="M4 4v4.5h4.5" />
    <path d="M4 13a8 8 0 0 0 14.3 4.3L20 15.5" />
    <path d="M20 20v-4.5h-4.5" />
  </IconFrame>
);

/** A grid of squares: the market's table of coefficients. */
export const TableIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M4 10h16M4 15h16M10 4v16M15 4v16" />
  </IconFrame>
);

/** Chevron pointing down: dropdowns. */
export const ChevronDownIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="m5 9 7 7 7-7" />
  </IconFrame>
);

/** Chevron pointing right: a line that opens more. */
export const ChevronRightIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="m9 5 7 7-7 7" />
  </IconFrame>
);

/** Cross: close / clear / remove. */
export const CloseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </IconFrame>
);

/** Check mark. */
export const CheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </IconFrame>
);

/** Magnifier: search. */
export const SearchIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.4-4.4" />
  </IconFrame>
);

/** "i" in a circle: information. */
export const InfoIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.8h.01" />
  </IconFrame>
);

/** Exclamation in a triangle: warning. */
export const WarningIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4.5M12 17.2h.01" />
  </IconFrame>
);

/** Speech bubble: go to the chat. */
export const ChatIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 11.5a7.5 7.5 0 0 1-11 6.6L4 19.5l1.4-4.4A7.5 7.5 0 1 1 20 11.5Z" />
  </IconFrame>
);
