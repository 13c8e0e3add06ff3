import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The gates of `npm test` (lint and format), run with the project's real configuration on small samples in place of
// real files: each sample breaks one rule, and the gate must refuse it. The rules shown here read no types, so the
// type-aware rules are off: with them on, each sample's program is the whole app's, most of this file's CPU. That the
// router's thrown redirects pass the type-aware `only-throw-error` is shown by the lint of src/app/router.tsx itself.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function findings(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const restrictedImports = (filePath: string, code: string) => findings(filePath, code, 'no-restricted-imports');

describe('layer boundaries', { timeout: 120_000 }, () => {
  it('refuses a circle of imports, dynamic ones included', async () => {
    // init.ts imports session.ts: session.ts importing init.ts back closes a circle.
    const messages = await findings(
      'src/shared/telegram/session.ts',
      "export const close = () => import('./init').then((init) => init.closeMiniApp());\n",
      'import-x/no-cycle',
    );
    expect(messages).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('refuses a feature importing another feature', async () => {
    const messages = await restrictedImports(
      'src/features/store/store-view.tsx',
      "import { TriggerCard } from '@/features/triggers/trigger-card';\nexport const card = TriggerCard;\n",
    );
    expect(messages).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('refuses src/shared importing src/api or a feature', async () => {
    const fromApi = await restrictedImports(
      'src/shared/ui/badge.tsx',
      "import { api } from '@/api/client';\nexport const client = api;\n",
    );
    expect(fromApi).toEqual([expect.stringContaining('src/shared is below src/api')]);
    const fromFeature = await restrictedImports(
      'src/shared/ui/badge.tsx',
      "import { TriggerCard } from '@/features/triggers/trigger-card';\nexport const card = TriggerCard;\n",
    );
    expect(fromFeature).toEqual([expect.stringContaining('Only src/app composes features')]);
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

  it('refuses a contract client outside src/api, and allows it there', async () => {
    const samples = [
      "import { createApiClient } from '@/api/contract-client';\nexport const create = createApiClient;\n",
      "import { createClient } from '@generated/client';\nexport const create = createClient;\n",
      "import createClient from 'openapi-fetch';\nexport const create = createClient;\n",
    ];
    for (const code of samples) {
      expect(await restrictedImports('src/features/store/store-view.tsx', code)).toEqual([
        expect.stringContaining('Only src/api calls the contract'),
      ]);
      expect(await restrictedImports('src/shared/ui/badge.tsx', code)).toContainEqual(
        expect.stringContaining('Only src/api calls the contract'),
      );
      expect(await restrictedImports('src/api/payments.ts', code)).toEqual([]);
    }
  });

  it('refuses dev or test code in production code', async () => {
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

describe('inline configuration', { timeout: 120_000 }, () => {
  it('reports a comment that switches a rule off, and the rule still applies', async () => {
    const code = [
      "import { api } from '@/api/client'; // eslint-disable-line no-restricted-imports",
      'export const client = api;',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: 'src/shared/ui/badge.tsx' });
    const messages = (result?.messages ?? []).map((message) => `${message.ruleId ?? ''} ${message.message}`);
    expect(messages).toContainEqual(expect.stringContaining('no-restricted-imports'));
    expect(messages).toContainEqual(expect.stringContaining("has no effect because you have 'noInlineConfig'"));
  });
});

describe('format gate (npm run format:check)', { timeout: 120_000 }, () => {
  const formatted = async (filePath: string, code: string) =>
    prettier.check(code, { ...(await prettier.resolveConfig(filePath)), filepath: filePath });

  it('refuses an unformatted line and accepts it formatted', async () => {
    expect(await formatted('src/shared/lib/sample.ts', 'export const pair = {a:1,b:"two"};\n')).toBe(false);
    expect(await formatted('src/shared/lib/sample.ts', "export const pair = { a: 1, b: 'two' };\n")).toBe(true);
  });
});

describe('browser support (part of the lint)', { timeout: 120_000 }, () => {
  it('refuses an API the oldest supported engines lack, and accepts a polyfilled one', async () => {
    expect(
      await findings('src/api/client.ts', 'export const copy = structuredClone({});\n', 'compat/compat'),
    ).toHaveLength(1);
    expect(
      await findings('src/api/client.ts', "export const own = Object.hasOwn({}, 'a');\n", 'compat/compat'),
    ).toEqual([]);
  });
});
