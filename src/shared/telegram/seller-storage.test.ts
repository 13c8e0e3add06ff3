import { describe, expect, it, vi } from 'vitest';
import { readSellerValue, removeSellerValue, writeSellerValue } from './seller-storage';

const stored = new Map<string, string>();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A cloud storage whose writes answer slowly and removals at once, as a busy client may.
const getItem = Object.assign(async (key: string) => stored.get(key) ?? '', { isAvailable: () => true });
const cloudStorage = {
  getItem,
  setItem: async (key: string, value: string) => {
    await wait(30);
    stored.set(key, value);
  },
  deleteItem: async (key: string) => {
    stored.delete(key);
  },
};

vi.mock('./session', () => ({ getClientVersion: () => '8.0', getUserId: () => 7 }));
const { loadTelegramSdk } = vi.hoisted(() => ({ loadTelegramSdk: vi.fn() }));
vi.mock('./sdk', () => ({ loadTelegramSdk, arrivedTelegramSdk: () => Promise.resolve({ cloudStorage }) }));

describe('seller storage', () => {
  it('keeps a key per seller, in the SDK app.tsx loads after the first content: never loading it earlier', async () => {
    await writeSellerValue('draft', 'a');
    expect(stored.get('draft_7')).toBe('a');
    expect(await readSellerValue('draft')).toBe('a');
    expect(loadTelegramSdk).not.toHaveBeenCalled();
  });

  it('never lets a slow write land after a later removal', async () => {
    const write = writeSellerValue('draft', 'typed');
    await removeSellerValue('draft');
    await write;
    expect(stored.has('draft_7')).toBe(false);
    expect(await readSellerValue('draft')).toBeUndefined();
  });

  it('reads what was written before the read was asked', async () => {
    void writeSellerValue('draft', 'latest');
    expect(await readSellerValue('draft')).toBe('latest');
  });
});
