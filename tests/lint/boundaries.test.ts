import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, exactly as `npm run lint` loads it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/**
 * Lints `code` as if it were a new file at `filePath`: the file need not exist, what it imports
 * must (an import that resolves to nothing is left to the compiler).
 */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const chargeScreen = (from: string) =>
  `import { ChargeScreen } from '${from}';\nexport const screens = [ChargeScreen];\n`;

describe('the linter holds the layers', () => {
  it.each([
    {
      case: 'a feature importing another feature',
      filePath: 'src/features/exports/example.ts',
      code: chargeScreen('../charges/charge/ChargeScreen'),
      says: 'Features do not import each other',
    },
    {
      case: 'src/ui importing a feature',
      filePath: 'src/ui/example.ts',
      code: chargeScreen('../features/charges/charge/ChargeScreen'),
      says: 'src/ui sits below features and the shell',
    },
    {
      case: 'src/core importing the shell',
      filePath: 'src/core/example.ts',
      code: "import { App } from '../shell/App';\nexport const root = App;\n",
      says: 'src/core sits below ui, features and the shell',
    },
    {
      case: 'a machine importing src/',
      filePath: 'machines/example.machine.ts',
      code: "import { formatDate } from '../src/lib/format-date';\nexport const format = formatDate;\n",
      says: 'machines/ imports only xstate',
    },
    {
      case: 'server/ importing graphql/',
      filePath: 'server/example.ts',
      code: "import { createSchema } from '../graphql/schema';\nexport const graph = createSchema;\n",
      says: 'server/ never imports src/ or graphql/',
    },
  ])('refuses $case', async ({ filePath, code, says }) => {
    expect(await lint(filePath, code)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(says) as string },
    ]);
  });

  it('refuses a static import of a feature in the shell', async () => {
    expect(await lint('src/shell/example.ts', chargeScreen('../features/charges/charge/ChargeScreen'))).toEqual([
      {
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('only through a lazy route screen') as string,
      },
    ]);
  });

  it('lets the shell load a feature lazily', async () => {
    const code = "export const loadChargeScreen = () => import('../features/charges/charge/ChargeScreen');\n";
    expect(await lint('src/shell/example.ts', code)).toEqual([]);
  });

  it('lets a feature import downward: ui, core, lib and machines', async () => {
    const code = [
      "import { Button } from '#src/ui/Button.tsx';",
      "import { organisationName } from '#src/core/public-config.ts';",
      "import { formatDate } from '#src/lib/format-date.ts';",
      "import { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';",
      'export const parts = [Button, organisationName, formatDate, voucherDeliveryMachine];',
      '',
    ].join('\n');
    expect(await lint('src/features/charges/example.ts', code)).toEqual([]);
  });

  it('refuses an import that climbs three folders: it goes through an alias', async () => {
    const code = "import { voucherDeliveryMachine } from '../../../machines/voucher-delivery.machine.ts';\nexport const m = voucherDeliveryMachine;\n";
    expect(await lint('src/features/charges/example.ts', code)).toEqual([
      { ruleId: 'no-restricted-imports', message: expect.stringContaining('Import through an alias') as string },
    ]);
  });

  it('holds the layers through the aliases too', async () => {
    const code = "import { ChargeScreen } from '#src/features/charges/charge/ChargeScreen.tsx';\nexport const s = [ChargeScreen];\n";
    expect(await lint('src/features/exports/example.ts', code)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('Features do not import each other') as string },
    ]);
  });
});
