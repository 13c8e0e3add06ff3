import type { DehydratedState } from '@tanstack/react-query';
import type { ViewName } from '@/shared/navigation/views';
import { buildVersion } from '../build-version';

/**
 * The last answers of the launch views' reads (user, warehouses, triggers, the first page of the active autobookings,
 * the price list), kept in localStorage so a reopen paints the seller's own data at once and refreshes it in the
 * background (start-answers-cache.ts), with the launch views' screens, which the boot script paints before any of
 * the app's code runs (boot.ts). Only API answers are kept, never the init data. They belong to one Telegram user and
 * one build of the app and its contract (`version`); other users, other versions and answers older than `maxAgeMs`
 * are discarded unread. Both sides read them with the rules of this module.
 */
export interface CacheScope {
  userId: number;
  /** The contract's `info.version` and the app build: answers of another version may not fit this code. */
  version: string;
}

export interface StoredAnswers {
  userId: number;
  version: string;
  savedAt: number;
  state: DehydratedState;
  /**
   * The markup of launch views as they showed these answers (start-snapshot.ts), by view: the boot script paints
   * the launch view's at once, under the same user, version and age rules.
   */
  screens?: Partial<Record<string, string>>;
}

/** A launch view's markup as React rendered it (start-snapshot.ts), to be kept with the answers it shows. */
export interface ScreenSnapshot {
  view: ViewName;
  html: string;
}

/** This build's version of the kept answers: the contract's and the page's (build-version.ts). */
export function currentVersion(): string {
  return `${__CONTRACT_VERSION__}+${buildVersion() ?? ''}`;
}

export const storageKey = 'slots:start-answers';
/** A day: what a seller saw yesterday still beats a skeleton, while older answers mislead more than they help. */
export const maxAgeMs = 24 * 60 * 60 * 1000;

/** The kept answers as stored, unchecked; undefined when there are none or storage cannot be read. */
export function readKept(): StoredAnswers | undefined {
  try {
    const text = localStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as StoredAnswers) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetKept() {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // No storage (private mode): nothing was kept either.
  }
}

/** Whether `stored` belongs to this user and version, and is young enough to be shown. */
export function isInScope(stored: StoredAnswers, scope: CacheScope, now: number): boolean {
  const age = now - stored.savedAt;
  return stored.userId === scope.userId && stored.version === scope.version && age >= 0 && age < maxAgeMs;
}
