// Icons only other views draw (the autobookings' list and cards, the trigger form's help): they load with those
// views, not with the first load, as icons.tsx does (the first view's icons, those the forms share, and their drawing).
import { IconFrame, type IconProps } from './icons';

/** Calendar: autobookings (автобронирования) and date fields. */
export const CalendarIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </IconFrame>
);

/** Archive box. */
export const ArchiveIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="4" width="18" height="4.5" rx="1.2" />
    <path d="M5 8.5v10a1.5 1.5 0 0 0 1.5 1.5h11a1.5 1.5 0 0 0 1.5-1.5v-10M10 12.5h4" />
  </IconFrame>
);

/** Question mark in a circle: help / hints. */
export const HelpIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.4a2.5 2.5 0 0 1 4.9.8c0 1.7-2.5 2.3-2.5 3.8" />
    <path d="M12 17.2h.01" />
  </IconFrame>
);
