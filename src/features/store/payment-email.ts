import { z } from 'zod/mini';

/** The payment form (docs/store-and-payments.md): where the provider sends the receipt. */
export const paymentEmailSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email обязателен')),
    // The contract allows 254 characters, the longest address mail systems accept.
    z.email('Неверный формат email').check(z.maxLength(254, 'Неверный формат email')),
  ),
});
