import { describe, expect, it } from 'vitest';
import { paymentSupportUrl, supportUrlOf } from './support-link';

describe('supportUrlOf', () => {
  it('takes an https link, a Telegram one or any other', () => {
    expect(supportUrlOf('https://t.me/slots_support')).toBe('https://t.me/slots_support');
    expect(supportUrlOf(' https://example.com/help ')).toBe('https://example.com/help');
  });

  it('has no support entry when none is configured or the value is no https link', () => {
    for (const value of [undefined, '', '   ', 'slots_support', 'http://example.com/help', 'tg://resolve?domain=x'])
      expect(supportUrlOf(value)).toBeUndefined();
  });
});

describe('paymentSupportUrl', () => {
  it("opens the payment bot's chat by its username", () => {
    expect(paymentSupportUrl('slot_booking_bot')).toBe('https://t.me/slot_booking_bot');
  });

  it('refuses what is not a Telegram username', () => {
    expect(paymentSupportUrl(undefined)).toBeUndefined();
    expect(paymentSupportUrl('')).toBeUndefined();
    expect(paymentSupportUrl('@slot_booking_bot')).toBeUndefined();
    expect(paymentSupportUrl('bot/../evil')).toBeUndefined();
    expect(paymentSupportUrl('abc')).toBeUndefined();
  });
});
