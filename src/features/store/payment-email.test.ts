import { describe, expect, it } from 'vitest';
import { paymentEmailSchema } from './payment-email';

function errorOf(email: string): string | undefined {
  const result = paymentEmailSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
}

describe('payment e-mail', () => {
  it('is required', () => {
    expect(errorOf('')).toBe('Email обязателен');
    expect(errorOf('   ')).toBe('Email обязателен');
  });

  it.each(['seller', 'seller@', '@example.ru', 'seller@example', 'sel ler@example.ru', 'seller@@example.ru'])(
    'rejects %s',
    (email) => {
      expect(errorOf(email)).toBe('Неверный формат email');
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    expect(errorOf(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.ru`)).toBe(
      'Неверный формат email',
    );
  });

  it('accepts a valid address and trims it', () => {
    expect(errorOf('seller@example.ru')).toBeUndefined();
    expect(errorOf('Anna.Smirnova+shop@mail.example.com')).toBeUndefined();
    expect(paymentEmailSchema.parse({ email: '  seller@example.ru ' })).toEqual({ email: 'seller@example.ru' });
  });
});
