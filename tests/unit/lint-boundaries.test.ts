import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, run on small samples in place of real files.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('layer boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await restrictedImports(
      'src/features/store/store-view.tsx',
      "import { TriggerCard } from '@/features/triggers/trigger-card';\nexport const card = TriggerCard;\n",
    );
    expect(messages).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('refuses src/shared importing src/api', async () => {
    const messages = await restrictedImports(
      'src/shared/ui/badge.tsx',
      "import { api } from '@/api/client';\nexport const client = api;\n",
    );
    expect(messages).toEqual([expect.stringContaining('src/shared is below src/api')]);
  });

  it('refuses the Telegram SDK outside src/shared/telegram, and allows it there', async () => {
    const code = "import { popup } from '@telegram-apps/sdk-react';\nexport const telegramPopup = popup;\n";
    expect(await restrictedImports('src/shared/ui/confirm.ts', code)).toEqual([
      expect.stringContaining('Only src/shared/telegram'),
    ]);
    expect(await restrictedImports('src/features/triggers/trigger-card.tsx', code)).toEqual([
      expect.stringContaining('Only src/shared/telegram'),
    ]);
    expect(await restrictedImports('src/shared/telegram/popup.ts', code)).toEqual([]);
  });

  it('refuses the contract client outside src/api and dev or test code in production code', async () => {
    const client = "import { createApiClient } from '@/api/contract-client';\nexport const create = createApiClient;\n";
    expect(await restrictedImports('src/features/store/store-view.tsx', client)).toEqual([
      expect.stringContaining('Only src/api calls the contract'),
    ]);
    const dev = "import { scenarios } from '@/dev/mock-scenarios';\nexport const all = scenarios;\n";
    expect(await restrictedImports('src/app/shell.tsx', dev)).toEqual([
      expect.stringContaining('Dev-only and test-only code'),
    ]);
  });

  it('lets a feature use api, domain and shared', async () => {
    const code = [
      "import { triggersQueryOptions } from '@/api/triggers';",
      "import { supplyTypes } from '@/domain/supply-types';",
      "import { Badge } from '@/shared/ui/badge';",
      'export const used = [triggersQueryOptions, supplyTypes, Badge];',
      '',
    ].join('\n');
    expect(await restrictedImports('src/features/triggers/trigger-card.tsx', code)).toEqual([]);
  });
});

describe('browser support gate (npm run lint:compat)', { timeout: 120_000 }, () => {
  const gate = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.compat.config.js' });

  it('refuses an API the oldest supported engines lack, and accepts a polyfilled one', async () => {
    const [unsupported] = await gate.lintText('export const copy = structuredClone({});\n', {
      filePath: 'src/api/sample.ts',
    });
    expect(unsupported?.messages.map((message) => message.ruleId)).toEqual(['compat/compat']);
    const [polyfilled] = await gate.lintText("export const own = Object.hasOwn({}, 'a');\n", {
      filePath: 'src/api/sample.ts',
    });
    expect(polyfilled?.messages).toEqual([]);
  });
});
