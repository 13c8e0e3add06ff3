import { getClientVersion } from '@/shared/telegram/session';
import { supportsFeature } from '@/shared/telegram/versions';

/**
 * Whether a pull from the top can refresh: from Telegram 7.7 the app turns off the vertical swipe that otherwise
 * closes or minimises it; older clients (and plain browsers) get a refresh button instead.
 */
export function canPullToRefresh(): boolean {
  return supportsFeature(getClientVersion(), 'disableVerticalSwipes');
}
