import { describe, expect, it } from 'vitest';
import { isTelegramLink } from './open-link';

describe('isTelegramLink', () => {
  it('knows a t.me link, which Telegram opens itself', () => {
    expect(isTelegramLink('https://t.me/slots_support')).toBe(true);
    expect(isTelegramLink('https://t.me/slots_bot?start=help')).toBe(true);
  });

  it('opens anything else as an outside link', () => {
    for (const url of [
      'https://t.me/',
      'http://t.me/slots_support',
      'https://t.me.example.com/x',
      'https://example.com',
    ])
      expect(isTelegramLink(url)).toBe(false);
  });
});
