import { hasUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { buildVersion } from './build-version';

const checkIntervalMs = 5 * 60 * 1000;
/** Page-reload guard (docs/telegram.md): never reload more than once per 10 s, even if builds keep changing. */
export const reloadGuardMs = 10_000;
const lastReloadKey = 'app/last-update-reload';

export interface ReloadDecision {
  currentVersion: string | undefined;
  latestVersion: string | undefined;
  hasUnsavedInput: boolean;
  lastReloadAt: number | undefined;
  now: number;
}

/**
 * Reload into a new build only when one exists, nothing typed would be lost, and not right after a reload; a page
 * that does not know its own build (no version in index.html) cannot tell a new one.
 */
export function shouldReload({
  currentVersion,
  latestVersion,
  hasUnsavedInput,
  lastReloadAt,
  now,
}: ReloadDecision): boolean {
  if (!latestVersion || !currentVersion || latestVersion === currentVersion) return false;
  if (hasUnsavedInput) return false;
  return lastReloadAt === undefined || now - lastReloadAt >= reloadGuardMs;
}

async function fetchLatestVersion(): Promise<string | undefined> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}version.json`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const version = (body as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

// In an iframe of Telegram Web whose browser blocks third-party storage, reading `sessionStorage` throws.
function readLastReload(): number | undefined {
  try {
    const value = Number(sessionStorage.getItem(lastReloadKey));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Records a reload for the guard; false where no session storage is kept, and then no reload: the guard could not hold. */
function rememberReload(now: number): boolean {
  try {
    sessionStorage.setItem(lastReloadKey, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Checks the build descriptor periodically and when the app comes back to the foreground; returns the stop. */
export function startUpdateCheck(): () => void {
  let checking = false;
  const check = async () => {
    if (checking || document.visibilityState !== 'visible') return;
    checking = true;
    const latestVersion = await fetchLatestVersion();
    checking = false;
    const now = Date.now();
    const decision = {
      currentVersion: buildVersion(),
      latestVersion,
      hasUnsavedInput: hasUnsavedChanges(),
      lastReloadAt: readLastReload(),
      now,
    };
    if (shouldReload(decision) && rememberReload(now)) location.reload();
  };
  const onVisible = () => void check();
  const timer = window.setInterval(onVisible, checkIntervalMs);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}
