import { z } from 'zod';

/** The payment form (SPEC §5 "Payment e-mail"): where the provider sends the receipt. */
export const paymentEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email обязателен')
    // The contract allows 254 characters, the longest address mail systems accept.
    .pipe(z.email('Неверный формат email').max(254, 'Неверный формат email')),
});

export type PaymentEmailForm = z.input<typeof paymentEmailSchema>;
