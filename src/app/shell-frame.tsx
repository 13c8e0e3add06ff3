import type { ReactNode } from 'react';
import styles from './shell.module.css';

interface ShellFrameProps {
  header: ReactNode;
  children: ReactNode;
  /** Marks the app's own screen, the one a snapshot of the launch view holds (start/start-snapshot.ts). */
  'data-screen'?: boolean;
}

/** The layout of every screen, the header above the view: the app's shell and the boot screen of index.html. */
export function ShellFrame({ header, children, ...attributes }: ShellFrameProps) {
  return (
    <div className={styles.shell} {...attributes}>
      {header}
      <main className={styles.content}>{children}</main>
    </div>
  );
}
