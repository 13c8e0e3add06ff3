// @vitest-environment jsdom
// The wrappers reach the Telegram SDK only once it has loaded, after the first render: what happens before it
// arrives (a screen unmounted, a button's state changed, a tap) must come out right when it does.
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';

const fake = vi.hoisted(() => {
  const method = () => ({ ifAvailable: vi.fn() });
  const subscription = () => {
    const off = vi.fn();
    return { off, ifAvailable: vi.fn<(listener: () => void) => readonly [true, typeof off]>(() => [true, off]) };
  };
  const make = () => ({
    backButton: { mount: method(), show: method(), hide: method(), onClick: subscription() },
    mainButton: { mount: method(), setParams: method(), onClick: subscription() },
    hapticFeedback: { impactOccurred: method(), selectionChanged: method(), notificationOccurred: method() },
    popup: {
      show: Object.assign(
        vi.fn(() => Promise.resolve('ok')),
        { isAvailable: vi.fn(() => true) },
      ),
    },
    on: vi.fn<(event: string, listener: (payload: { is_visible: boolean }) => void) => () => void>(() => vi.fn()),
    closingBehavior: { mount: method(), enableConfirmation: method(), disableConfirmation: method() },
    miniApp: { close: method() },
  });
  return { make, sdk: make(), gate: undefined as Promise<void> | undefined, starts: 0 };
});

// The SDK's chunk, as sdk.ts imports it; `gate` holds its arrival back (a slow download).
vi.mock('./sdk-setup', () => ({
  startTelegramSdk: () => {
    fake.starts += 1;
    return fake.gate ? fake.gate.then(() => fake.sdk) : fake.sdk;
  },
}));

type Modules = [
  typeof import('./sdk'),
  typeof import('./back-button'),
  typeof import('./main-button'),
  typeof import('./haptics'),
  typeof import('./popup'),
  typeof import('./foreground'),
  typeof import('./init'),
  typeof import('./session'),
];

/** Every module afresh: the SDK not yet loaded, no owners of the main button. */
async function freshModules(): Promise<Modules> {
  vi.resetModules();
  return Promise.all([
    import('./sdk'),
    import('./back-button'),
    import('./main-button'),
    import('./haptics'),
    import('./popup'),
    import('./foreground'),
    import('./init'),
    import('./session'),
  ]);
}

beforeEach(() => {
  fake.sdk = fake.make();
  fake.gate = undefined;
  fake.starts = 0;
  window.location.hash = '';
});

describe('loading the SDK', () => {
  it('imports and starts it once, however many ask', async () => {
    const [{ loadTelegramSdk, loadedTelegramSdk }] = await freshModules();
    expect(loadedTelegramSdk()).toBeUndefined();
    const [first, second] = await Promise.all([loadTelegramSdk(), loadTelegramSdk()]);
    expect(first).toBe(fake.sdk);
    expect(second).toBe(fake.sdk);
    expect(fake.starts).toBe(1);
    expect(loadedTelegramSdk()).toBe(fake.sdk);
  });

  it('runs what waited for it on arrival, and drops what was cancelled before', async () => {
    const [{ loadTelegramSdk, withTelegramSdk }] = await freshModules();
    const kept = vi.fn();
    const dropped = vi.fn();
    withTelegramSdk(kept);
    const cancel = withTelegramSdk(dropped);
    cancel();
    await loadTelegramSdk();
    expect(kept).toHaveBeenCalledWith(fake.sdk);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('runs at once once loaded, and the cancel then undoes what the run set up', async () => {
    const [{ loadTelegramSdk, withTelegramSdk }] = await freshModules();
    await loadTelegramSdk();
    const undo = vi.fn();
    const cancel = withTelegramSdk(() => undo);
    expect(undo).not.toHaveBeenCalled();
    cancel();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('goes without the SDK where it cannot start (a plain browser) or its chunk does not load', async () => {
    const [{ loadTelegramSdk, withTelegramSdk }] = await freshModules();
    fake.sdk = undefined as unknown as typeof fake.sdk;
    const use = vi.fn();
    withTelegramSdk(use);
    await expect(loadTelegramSdk()).resolves.toBeUndefined();
    expect(use).not.toHaveBeenCalled();
  });
});

describe('the back button', () => {
  it('never subscribes for a screen that unmounted before the SDK arrived', async () => {
    const [{ loadTelegramSdk }, { useBackButton }] = await freshModules();
    function Screen() {
      useBackButton(true, () => undefined);
      return null;
    }
    const { unmount } = render(<Screen />);
    unmount();
    await act(() => loadTelegramSdk());
    expect(fake.sdk.backButton.onClick.ifAvailable).not.toHaveBeenCalled();
    expect(fake.sdk.backButton.show.ifAvailable).not.toHaveBeenCalled();
  });

  it('shows the state of the moment the SDK arrives, then follows it, and unsubscribes on unmount', async () => {
    const [{ loadTelegramSdk }, { useBackButton }] = await freshModules();
    const onBack = vi.fn();
    function Screen({ visible }: { visible: boolean }) {
      useBackButton(visible, onBack);
      return null;
    }
    const { rerender, unmount } = render(<Screen visible />);
    rerender(<Screen visible={false} />);
    await act(() => loadTelegramSdk());
    const { backButton } = fake.sdk;
    expect(backButton.show.ifAvailable).not.toHaveBeenCalled();
    expect(backButton.hide.ifAvailable).toHaveBeenCalledTimes(1);

    rerender(<Screen visible />);
    expect(backButton.show.ifAvailable).toHaveBeenCalledTimes(1);
    const press = backButton.onClick.ifAvailable.mock.calls[0]?.[0];
    press?.();
    expect(onBack).toHaveBeenCalledTimes(1);
    unmount();
    expect(backButton.onClick.off).toHaveBeenCalledTimes(1);
  });
});

describe('the main button', () => {
  it('sends only the last state set before the SDK arrived', async () => {
    const [{ loadTelegramSdk }, , { useMainButton }] = await freshModules();
    const onClick = vi.fn();
    function Form({ loading }: { loading: boolean }) {
      useMainButton({ text: 'Создать таймслот', visible: true, loading, onClick });
      return null;
    }
    const { rerender } = render(<Form loading={false} />);
    rerender(<Form loading />);
    const { mainButton } = fake.sdk;
    await act(() => loadTelegramSdk());
    expect(mainButton.mount.ifAvailable).toHaveBeenCalledTimes(1);
    expect(mainButton.setParams.ifAvailable.mock.calls).toEqual([
      [{ text: 'Создать таймслот', isVisible: true, isEnabled: false, isLoaderVisible: true }],
    ]);

    rerender(<Form loading={false} />);
    expect(mainButton.setParams.ifAvailable).toHaveBeenLastCalledWith({
      text: 'Создать таймслот',
      isVisible: true,
      isEnabled: true,
      isLoaderVisible: false,
    });
    mainButton.onClick.ifAvailable.mock.calls[0]?.[0]();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a screen that unmounted before the SDK arrived', async () => {
    const [{ loadTelegramSdk }, , { useMainButton }] = await freshModules();
    function Form() {
      useMainButton({ text: 'Сохранить', visible: true, onClick: () => undefined });
      return null;
    }
    const { unmount } = render(<Form />);
    unmount();
    await act(() => loadTelegramSdk());
    expect(fake.sdk.mainButton.mount.ifAvailable).not.toHaveBeenCalled();
    expect(fake.sdk.mainButton.onClick.ifAvailable).not.toHaveBeenCalled();
    expect(fake.sdk.mainButton.setParams.ifAvailable).not.toHaveBeenCalled();
  });

  it('once loaded, shows a new screen’s button with one message', async () => {
    const [{ loadTelegramSdk }, , { useMainButton }] = await freshModules();
    await loadTelegramSdk();
    function Terms() {
      useMainButton({ text: 'Я согласен с условиями', visible: true, onClick: () => undefined });
      return null;
    }
    render(<Terms />);
    expect(fake.sdk.mainButton.setParams.ifAvailable.mock.calls).toEqual([
      [{ text: 'Я согласен с условиями', isVisible: true, isEnabled: true, isLoaderVisible: false }],
    ]);
  });
});

describe('haptics', () => {
  it('skips a tap before the SDK arrived and vibrates after', async () => {
    const [{ loadTelegramSdk }, , , { haptics }] = await freshModules();
    haptics.toggled();
    await loadTelegramSdk();
    expect(fake.sdk.hapticFeedback.impactOccurred.ifAvailable).not.toHaveBeenCalled();
    haptics.toggled();
    haptics.notified('error');
    expect(fake.sdk.hapticFeedback.impactOccurred.ifAvailable).toHaveBeenCalledWith('light');
    expect(fake.sdk.hapticFeedback.notificationOccurred.ifAvailable).toHaveBeenCalledWith('error');
  });

  it('goes without vibration where the client throws', async () => {
    const [{ loadTelegramSdk }, , , { haptics }] = await freshModules();
    await loadTelegramSdk();
    fake.sdk.hapticFeedback.selectionChanged.ifAvailable.mockImplementation(() => {
      throw new Error('unsupported');
    });
    expect(() => haptics.selected()).not.toThrow();
  });
});

describe('the popup', () => {
  it('waits for an SDK still loading: a question asked early gets the native popup', async () => {
    const download = deferred();
    fake.gate = download.promise;
    const [, , , , { isPopupAvailable, showPopup }] = await freshModules();
    await expect(showPopup({ message: 'Удалить?' })).rejects.toThrow();
    const available = isPopupAvailable();
    download.resolve();
    await expect(available).resolves.toBe(true);
    await expect(showPopup({ message: 'Удалить?' })).resolves.toBe('ok');
  });

  it('answers no when the SDK does not come in time, so the in-app dialog asks instead', async () => {
    vi.useFakeTimers();
    try {
      fake.gate = new Promise(() => undefined);
      const [, , , , { isPopupAvailable }] = await freshModules();
      const available = isPopupAvailable();
      await vi.advanceTimersByTimeAsync(1500);
      await expect(available).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers no where the client has no popups', async () => {
    const [{ loadTelegramSdk }, , , , { isPopupAvailable }] = await freshModules();
    await loadTelegramSdk();
    fake.sdk.popup.show.isAvailable.mockReturnValue(false);
    await expect(isPopupAvailable()).resolves.toBe(false);
  });
});

describe('coming back to the app', () => {
  it('never subscribes to Telegram when unsubscribed before the SDK arrived', async () => {
    const [{ loadTelegramSdk }, , , , , { onForeground }] = await freshModules();
    const off = onForeground(() => undefined);
    off();
    await loadTelegramSdk();
    expect(fake.sdk.on).not.toHaveBeenCalled();
  });

  it('subscribes on arrival and unsubscribes later', async () => {
    const [{ loadTelegramSdk }, , , , , { onForeground }] = await freshModules();
    const listener = vi.fn();
    const off = onForeground(listener);
    await loadTelegramSdk();
    expect(fake.sdk.on).toHaveBeenCalledWith('visibility_changed', expect.any(Function));
    fake.sdk.on.mock.calls[0]?.[1]({ is_visible: true });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    expect(fake.sdk.on.mock.results[0]?.value).toHaveBeenCalledTimes(1);
  });
});

describe('closing', () => {
  it('applies only the last closing confirmation asked for before the SDK arrived', async () => {
    window.location.hash = 'tgWebAppVersion=8.0&tgWebAppPlatform=android';
    const [{ loadTelegramSdk }, , , , , , { setClosingConfirmation }, { initTelegram }] = await freshModules();
    initTelegram();
    setClosingConfirmation(true);
    setClosingConfirmation(false);
    await loadTelegramSdk();
    const { closingBehavior } = fake.sdk;
    expect(closingBehavior.enableConfirmation.ifAvailable).not.toHaveBeenCalled();
    expect(closingBehavior.disableConfirmation.ifAvailable).toHaveBeenCalledTimes(1);
    setClosingConfirmation(true);
    expect(closingBehavior.enableConfirmation.ifAvailable).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a client older than 6.2', async () => {
    window.location.hash = 'tgWebAppVersion=6.1&tgWebAppPlatform=android';
    const [{ loadTelegramSdk }, , , , , , { setClosingConfirmation }, { initTelegram }] = await freshModules();
    initTelegram();
    await loadTelegramSdk();
    setClosingConfirmation(true);
    expect(fake.sdk.closingBehavior.mount.ifAvailable).not.toHaveBeenCalled();
  });

  it('closes the app even when asked before the SDK was loaded', async () => {
    const [{ loadTelegramSdk }, , , , , , { closeMiniApp }] = await freshModules();
    closeMiniApp();
    await loadTelegramSdk();
    expect(fake.sdk.miniApp.close.ifAvailable).toHaveBeenCalledTimes(1);
  });
});
