// @vitest-environment jsdom
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Telegram's popup as src/shared/telegram/popup.ts offers it (its wait for the SDK is tested there).
const sdk = vi.hoisted(() => {
  const show = Object.assign(vi.fn<(options: unknown) => Promise<string | null>>(), {
    isAvailable: vi.fn(() => false),
  });
  return { popup: { show } };
});

vi.mock('@/shared/telegram/popup', () => ({
  isPopupAvailable: () => Promise.resolve(sdk.popup.show.isAvailable()),
  showPopup: (params: unknown) => sdk.popup.show(params),
}));

import { confirm } from './confirm';
import { ConfirmDialogHost } from './confirm-dialog-host';

// The dialog is a lazy chunk: on a busy CI machine its first import takes longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  sdk.popup.show.mockReset();
  sdk.popup.show.isAvailable.mockReset();
  sdk.popup.show.isAvailable.mockReturnValue(false);
});

const DELETE = {
  title: 'Удалить автобронирование',
  message: 'Вам будет возвращено 2 автобронирования.',
  confirmLabel: 'Удалить',
  destructive: true,
};

describe('confirm() with the Telegram popup', () => {
  it('uses popup.show with ok/cancel buttons and resolves true for "ok"', async () => {
    sdk.popup.show.isAvailable.mockReturnValue(true);
    sdk.popup.show.mockResolvedValue('ok');
    await expect(confirm(DELETE)).resolves.toBe(true);
    expect(sdk.popup.show).toHaveBeenCalledWith({
      title: 'Удалить автобронирование',
      message: 'Вам будет возвращено 2 автобронирования.',
      buttons: [
        { id: 'ok', type: 'destructive', text: 'Удалить' },
        { id: 'cancel', type: 'cancel' },
      ],
    });
  });

  it('resolves false for cancel or a closed popup', async () => {
    sdk.popup.show.isAvailable.mockReturnValue(true);
    sdk.popup.show.mockResolvedValueOnce('cancel').mockResolvedValueOnce(null);
    await expect(confirm(DELETE)).resolves.toBe(false);
    await expect(confirm(DELETE)).resolves.toBe(false);
  });

  it('uses a default button when not destructive and respects the Telegram length limits', async () => {
    sdk.popup.show.isAvailable.mockReturnValue(true);
    sdk.popup.show.mockResolvedValue('ok');
    await confirm({ title: 'Т'.repeat(100), message: 'С'.repeat(300), confirmLabel: 'Активировать' });
    const options = sdk.popup.show.mock.calls[0]?.[0] as {
      title: string;
      message: string;
      buttons: { type: string }[];
    };
    expect(options.title).toHaveLength(64);
    expect(options.title.endsWith('…')).toBe(true);
    expect(options.message).toHaveLength(256);
    expect(options.buttons[0]?.type).toBe('default');
  });

  it('sends a title-only question as the message (Telegram requires one)', async () => {
    sdk.popup.show.isAvailable.mockReturnValue(true);
    sdk.popup.show.mockResolvedValue('ok');
    await confirm({ title: 'Выйти из аккаунта?', confirmLabel: 'Выйти' });
    expect(sdk.popup.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: undefined, message: 'Выйти из аккаунта?' }),
    );
  });
});

describe('confirm() fallback dialog', () => {
  it('shows the in-app dialog when the popup is unavailable and resolves true on confirm', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm(DELETE);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить автобронирование' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Вам будет возвращено 2 автобронирования.')).toBeTruthy();
    expect(sdk.popup.show).not.toHaveBeenCalled();
    // A destructive question starts on the safe button; the modal moves focus after it mounts, in a later frame.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Отмена' })));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on cancel, on Escape and on the close button', async () => {
    render(<ConfirmDialogHost />);
    const ask = () => {
      let answer: Promise<boolean> | undefined;
      act(() => {
        answer = confirm({ title: 'Архивировать автобронирование', confirmLabel: 'В архив' });
      });
      return answer as Promise<boolean>;
    };

    const first = ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    await expect(first).resolves.toBe(false);

    const second = ask();
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await expect(second).resolves.toBe(false);

    const third = ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await expect(third).resolves.toBe(false);
  });

  it('queues several questions and answers them in order', async () => {
    render(<ConfirmDialogHost />);
    let a: Promise<boolean> | undefined;
    let b: Promise<boolean> | undefined;
    act(() => {
      a = confirm({ title: 'Первый', confirmLabel: 'Да' });
      b = confirm({ title: 'Второй', confirmLabel: 'Да' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Первый' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await expect(a).resolves.toBe(true);
    expect(await screen.findByRole('alertdialog', { name: 'Второй' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(b).resolves.toBe(false);
  });

  it('falls back to the in-app dialog when the popup throws', async () => {
    sdk.popup.show.isAvailable.mockReturnValue(true);
    sdk.popup.show.mockRejectedValue(new Error('ConcurrentCallError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ConfirmDialogHost />);
    let answer: Promise<boolean> | undefined;
    await act(async () => {
      answer = confirm({ title: 'Активировать автобронирование', confirmLabel: 'Активировать' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Активировать' }));
    await expect(answer).resolves.toBe(true);
  });

  it('restores focus to the element that opened the dialog', async () => {
    render(
      <>
        <button type="button">Удалить</button>
        <ConfirmDialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Удалить' });
    opener.focus();
    let answer: Promise<boolean> | undefined;
    await act(async () => {
      answer = confirm({ title: 'Удалить таймслот?', confirmLabel: 'Да, удалить' });
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Да, удалить' })));
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await answer;
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('uses window.confirm when no host is mounted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const native = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await expect(confirm({ title: 'Выйти?', confirmLabel: 'Выйти' })).resolves.toBe(true);
    expect(native).toHaveBeenCalledWith('Выйти?');
  });
});
