import { withTelegramSdk } from './sdk';

/** The app has just sent something to the chat; the seller's next return counts even as a window focus. */
let awaitingReturnFromChat = false;

/**
 * Marks that the app has just sent something to the chat (a payment link, the authorisation message): the seller
 * goes there and comes back having paid or authorised. Where Telegram keeps the app on screen beside the chat
 * (Desktop, Web) the page never becomes hidden, so that return is the app's window getting the focus back.
 */
export function expectReturnFromChat() {
  awaitingReturnFromChat = true;
}

/**
 * Calls `listener` whenever the seller comes back to the app (e.g. from the chat where the payment link and slot
 * notifications arrive): the web view becoming visible again, Telegram reporting the mini app active again
 * (`activated`, from 8.0: it was kept open in the background), or, after {@link expectReturnFromChat}, its window
 * getting the focus back. Signals arriving together (within a second) count once. Returns the unsubscribe.
 */
export function onForeground(listener: () => void): () => void {
  let last = 0;
  const returned = () => {
    awaitingReturnFromChat = false;
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    listener();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') returned();
  };
  const onFocus = () => {
    if (awaitingReturnFromChat) returned();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', onFocus);
  // Once the SDK has arrived; an unsubscribe before that means it never subscribes.
  const offActivated = withTelegramSdk(({ on }) => {
    try {
      return on('visibility_changed', ({ is_visible }) => {
        if (is_visible) returned();
      });
    } catch {
      // Outside Telegram's bridge (a plain browser): the page's visibility is all there is.
      return undefined;
    }
  });
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', onFocus);
    offActivated();
  };
}
