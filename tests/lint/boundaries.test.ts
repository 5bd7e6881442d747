import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { circles, roomEdges, upward } from '../../scripts/import-layers.ts';

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

// The first lint reads the import graph behind a screen (import-x/no-cycle follows it) and caches
// it: slow on a busy machine, so it happens here rather than inside the first case's time limit.
beforeAll(async () => {
  await lint('src/features/charges/list/example.ts', chargeScreen('./ChargeScreen.tsx'));
  await lint(
    'src/shell/example.ts',
    "import { App } from './App.tsx';\nexport const root = App;\n",
  );
}, 180_000);

describe('the linter holds the layers', () => {
  it.each([
    {
      case: 'a feature importing another feature',
      filePath: 'src/features/reports/list/example.ts',
      code: chargeScreen('../../charges/list/ChargeScreen.tsx'),
      says: 'Features do not import each other',
    },
    {
      case: 'src/ui importing a feature',
      filePath: 'src/ui/example.ts',
      code: chargeScreen('../features/charges/list/ChargeScreen.tsx'),
      says: 'src/ui sits below features and the shell',
    },
    {
      case: 'src/core importing the shell',
      filePath: 'src/core/example.ts',
      code: "import { App } from '../shell/App.tsx';\nexport const root = App;\n",
      says: 'src/core sits below ui, features and the shell',
    },
    {
      case: 'a machine importing src/',
      filePath: 'machines/example.machine.ts',
      code: "import { formatDate } from '../src/lib/format-date.ts';\nexport const format = formatDate;\n",
      says: 'machines/ imports only xstate',
    },
    {
      case: 'server/ importing graphql/',
      filePath: 'server/example.ts',
      code: "import { createSchema } from '../graphql/schema.ts';\nexport const graph = createSchema;\n",
      says: 'server/ never imports src/ or graphql/',
    },
  ])('refuses $case', async ({ filePath, code, says }) => {
    expect(await lint(filePath, code)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(says) as string },
    ]);
  });

  it('refuses a static import of a feature in the shell', async () => {
    expect(
      await lint('src/shell/example.ts', chargeScreen('../features/charges/list/ChargeScreen.tsx')),
    ).toEqual([
      {
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('only through a lazy route screen') as string,
      },
    ]);
  });

  it('lets the shell load a feature lazily', async () => {
    const code =
      "export const loadChargeScreen = () => import('../features/charges/list/ChargeScreen.tsx');\n";
    expect(await lint('src/shell/example.ts', code)).toEqual([]);
  });

  it("lets a machine take a leader's write as the contract's command", async () => {
    const code =
      "import type { DeliveryCommand } from '#contract/leader-writes.ts';\nexport type Sent = DeliveryCommand;\n";
    expect(await lint('machines/example.machine.ts', code)).toEqual([]);
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
    const code =
      "import { voucherDeliveryMachine } from '../../../machines/voucher-delivery.machine.ts';\nexport const m = voucherDeliveryMachine;\n";
    expect(await lint('src/features/charges/example.ts', code)).toEqual([
      {
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('Import through an alias') as string,
      },
    ]);
  });

  it("refuses an import that leaves out its file's extension", async () => {
    expect(await lint('src/features/charges/example.ts', chargeScreen('./ChargeScreen'))).toEqual([
      {
        ruleId: 'import-x/extensions',
        message: expect.stringContaining('Missing file extension') as string,
      },
    ]);
  });

  it('holds the layers through the aliases too', async () => {
    const code =
      "import { ChargeScreen } from '#src/features/charges/list/ChargeScreen.tsx';\nexport const s = [ChargeScreen];\n";
    expect(await lint('src/features/reports/example.ts', code)).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features do not import each other') as string,
      },
    ]);
  });
});

const uses = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const used = [${name}];\n`;

describe('the linter holds the boundaries between the top folders', () => {
  it.each([
    {
      case: 'src/ importing server/',
      filePath: 'src/core/example.ts',
      code: uses('readConfig', '#server/config/config.ts'),
      says: 'src/ never imports server/',
    },
    {
      case: 'a feature calling the REST client',
      filePath: 'src/features/reports/example.ts',
      code: uses('createRestClient', '#graphql/rest/rest-client.ts'),
      says: 'A screen never calls the REST client',
    },
    {
      case: 'graphql/ importing a machine',
      filePath: 'graphql/example.ts',
      code: uses('byOrder', '#machines/outbox-command.ts'),
      says: 'never import machines/',
    },
    {
      case: 'server/ importing a machine',
      filePath: 'server/example.ts',
      code: uses('byOrder', '#machines/outbox-command.ts'),
      says: 'never import machines/',
    },
    {
      case: 'a script importing a screen',
      filePath: 'scripts/example.ts',
      code: uses('screen', '#src/features/donations/list/DonationListScreen.tsx'),
      says: 'never its screens',
    },
    {
      case: 'the app importing a script',
      filePath: 'src/core/example.ts',
      code: uses('pwa', '../../scripts/build/pwa.ts'),
      says: 'never imports its build and benchmark tools',
    },
  ])('refuses $case', async ({ filePath, code, says }) => {
    expect(await lint(filePath, code)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(says) as string },
    ]);
  });
});

describe("the linter holds the server's floors and its capabilities' faces (decisions 135, 136)", () => {
  it.each([
    {
      case: 'domain code importing server/http',
      filePath: 'server/domain/donations/example.ts',
      code: uses('forbidden', '../../http/errors.ts'),
      says: 'Domain code knows no HTTP',
    },
    {
      case: 'server/http importing a capability',
      filePath: 'server/http/example.ts',
      code: uses('findDonationFor', '../domain/donations/donation-queries.ts'),
      says: 'server/ points down',
    },
    {
      case: 'the database importing privacy/',
      filePath: 'server/db/example.ts',
      code: uses('codeMigrations', '../privacy/code-migrations.ts'),
      says: 'server/ points down',
    },
    {
      case: 'config importing server/http',
      filePath: 'server/config/example.ts',
      code: uses('messages', '../http/errors.ts'),
      says: 'server/ points down',
    },
    {
      case: 'the job queue importing a domain handler',
      filePath: 'server/jobs/example.ts',
      code: uses('generateReport', '../domain/reports/report-generation.ts'),
      says: 'server/ points down',
    },
    {
      case: 'a port importing the composition root',
      filePath: 'server/files/example.ts',
      code: uses('createServerDeps', '../server-deps.ts'),
      says: 'server/ points down',
    },
    {
      case: 'a capability importing the seed',
      filePath: 'server/domain/lookups/example.ts',
      code: uses('seedDemoData', '../../demo/seed.ts'),
      says: 'server/ points down',
    },
    {
      case: "a capability reaching past another's face",
      filePath: 'server/domain/reports/example.ts',
      code: uses('voucherFor', '../donations/voucher-view.ts'),
      says: 'only through its face',
    },
    {
      case: 'a capability importing one on a higher floor, even through its face',
      filePath: 'server/domain/donations/example.ts',
      code: uses('findAnomalies', '../review/anomalies.ts'),
      says: 'only one on a lower floor',
    },
    {
      case: 'two capabilities on one floor importing each other',
      filePath: 'server/domain/accounts/example.ts',
      code: uses('findDonationFor', '../donations/donation-queries.ts'),
      says: 'only one on a lower floor',
    },
  ])('refuses $case', async ({ filePath, code, says }) => {
    expect(await lint(filePath, code)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(says) as string },
    ]);
  });

  it("lets a route edge use server/http and a lower capability's face, and http the shared errors", async () => {
    const edge = [
      "import { forbidden } from '../../http/errors.ts';",
      "import { findDonationFor } from '../donations/donation-queries.ts';",
      "import { recordAccess } from '../access-log/record-access.ts';",
      'export const parts = [forbidden, findDonationFor, recordAccess];',
      '',
    ].join('\n');
    expect(await lint('server/domain/reports/example.routes.ts', edge)).toEqual([]);
    expect(
      await lint('server/http/example.ts', uses('DomainError', '../shared/domain-error.ts')),
    ).toEqual([]);
  });

  it('lets the composition root wire the queue to the domain and seed through the ports', async () => {
    const wiring = [
      "import { generateReport } from './domain/reports/report-generation.ts';",
      "import { JOBS } from './jobs/server-jobs.ts';",
      "import { seedDemoData } from './demo/seed.ts';",
      'export const parts = [generateReport, JOBS, seedDemoData];',
      '',
    ].join('\n');
    expect(await lint('server/start-workers.ts', wiring)).toEqual([]);
  });
});

describe('npm run layers counts the imports that climb and the circles of rooms', () => {
  const edge = (from: string, to: string) => ({
    from,
    to,
    file: `server/${from}/x.ts`,
    specifier: to,
  });

  it('finds an import up a floor, a capability out of its order, and a room with no floor', () => {
    const edges = [
      edge('http', 'db'),
      edge('db', 'privacy'),
      edge('domain/reports', 'domain/donations'),
      edge('domain/donations', 'domain/review'),
      edge('domain/reports', 'attic'),
    ];
    expect(upward(edges, 'server').map(({ from, to }) => `${from} → ${to}`)).toEqual([
      'db → privacy',
      'domain/donations → domain/review',
      'domain/reports → attic',
    ]);
  });

  it('finds a circle of rooms, however long, and no circle in a line', () => {
    expect(circles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([
      ['a', 'b', 'c'],
    ]);
    expect(circles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });

  it.each(['src', 'server'] as const)(
    '%s has no import up a floor and no circle of rooms',
    (area) => {
      const edges = roomEdges(area);
      expect(edges.length).toBeGreaterThan(100);
      expect(upward(edges, area).map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual(
        [],
      );
      expect(circles(edges)).toEqual([]);
    },
  );
});

describe('screens never call the network or storage themselves (docs/architecture.md A1)', () => {
  it.each([
    {
      case: 'fetch',
      code: "export const load = () => fetch('/api/reports');\n",
      ruleId: 'no-restricted-globals',
    },
    {
      case: 'localStorage',
      code: "export const saved = () => localStorage.getItem('cestas.x');\n",
      ruleId: 'no-restricted-globals',
    },
    {
      case: 'window.localStorage',
      code: "export const saved = () => window.localStorage.getItem('cestas.x');\n",
      ruleId: 'no-restricted-properties',
    },
    {
      case: 'indexedDB',
      code: "export const open = () => indexedDB.open('cestas.x');\n",
      ruleId: 'no-restricted-globals',
    },
  ])('refuses $case in a feature', async ({ code, ruleId }) => {
    expect(await lint('src/features/reports/example.ts', code)).toEqual([
      {
        ruleId,
        message: expect.stringContaining(
          'Screens never call the network or storage themselves',
        ) as string,
      },
    ]);
  });

  it('lets src/core keep the session on the device', async () => {
    expect(
      await lint(
        'src/core/example.ts',
        "export const saved = () => window.localStorage.getItem('cestas.x');\n",
      ),
    ).toEqual([]);
  });
});
