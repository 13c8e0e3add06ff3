// Types of init-data.mjs for the TypeScript tests that import it.
export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

export function signInitData(options: { botToken: string; user: TelegramUser; authDate?: number; queryId?: string }): string;

export function validateInitData(
  raw: string | undefined,
  options: { botToken: string; maxAgeSeconds: number; maxFutureSeconds?: number; now?: number },
): { ok: true; user: TelegramUser; authDate: number } | { ok: false; reason: string };
