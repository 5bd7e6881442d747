// `npm run layers`: the imports of src/ and server/ read as a graph of rooms (a top folder or
// file; a feature of src/features, a capability of server/domain one level down), and what in it
// breaks the floors below (which eslint.config.js turns into zones): an import from a room on a
// lower floor to one on a higher floor, and a circle of rooms. Every import counts, static, re-exported or lazy, type-only
// too, since a type still ties the rooms together. Exits 1 when either count is not zero.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** src/'s floors, bottom first, as eslint.config.js's `layerZones` hold them. */
export const SRC_FLOORS: string[][] = [['lib'], ['core'], ['ui'], ['features'], ['shell']];

/**
 * The server's floors, bottom first (decision 135): a folder or top file of server/ imports only
 * its own floor and those below. `npm run layers` counts the imports that climb and the circles.
 */
export const SERVER_FLOORS: string[][] = [
  ['config', 'build-settings.ts', 'request-context.ts', 'listen-address.ts'],
  ['log.ts', 'request-log.ts'],
  ['db'],
  ['privacy'],
  ['identity'],
  ['files', 'jobs'],
  ['shared'],
  ['shared-secrets.ts', 'key-rotation.ts'],
  ['http'],
  ['domain', 'identity-provider', 'metrics'],
  ['health.routes.ts', 'privacy-workers.ts', 'demo'],
  ['start-workers.ts', 'server-deps.ts', 'app.ts', 'main.ts'],
];

/**
 * The capabilities of server/domain, bottom first (decision 136). A capability imports another
 * only from a lower floor, and only through that one's face. A capability not listed here stands
 * on the top floor: nothing may import it until it is given a floor.
 */
export const CAPABILITY_FLOORS: string[][] = [
  ['access-log', 'lookups', 'public-calls', 'leader-reports', 'privacy-notice'],
  ['session', 'messages', 'voucher-ledger'],
  ['accounts', 'complaints', 'donations', 'charges'],
  ['receipt-check'],
  ['verification'],
  ['review', 'overview', 'transparency'],
  ['reports', 'retention', 'message-replies'],
  ['data-subjects'],
];

/**
 * A capability's face: the files other capabilities may import, each an entry point whose
 * exports say what the capability offers (decision 136). The rest is the capability's own.
 */
export const CAPABILITY_FACES: Record<string, string[]> = {
  'access-log': ['record-access.ts', 'access-log-queries.ts', 'cpf-searches.ts'],
  lookups: ['leader-lookup.ts', 'brazil-states.ts'],
  'public-calls': ['public-throttle.ts', 'public-abuse-log.ts'],
  'leader-reports': ['leader-reports.ts'],
  session: ['leader-gates.ts'],
  'voucher-ledger': ['voucher-ledger.ts', 'voucher-state.ts', 'voucher-recall.ts'],
  messages: ['message-queue.ts', 'message-retention.ts', 'message-sending.ts', 'message-views.ts'],
  accounts: ['account-end.ts', 'password-reset.ts'],
  complaints: ['complaint-store.ts', 'complaint-retention.ts', 'complaint-subjects.ts'],
  'receipt-check': ['public-delivery.ts'],
  verification: ['verification-results.ts', 'verification-retention.ts'],
  donations: [
    'donation-queries.ts',
    'donation-filter.ts',
    'donation-summary.ts',
    'summary-freshness.ts',
    'voucher-category-sql.ts',
    'anomaly-sql.ts',
  ],
  review: ['anomalies.ts'],
  retention: ['retention.ts', 'anonymise-vouchers.ts'],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES: Record<string, string> = {
  '#src/': 'src/',
  '#server/': 'server/',
  '#machines/': 'machines/',
  '#graphql/': 'graphql/',
  '#contract/': 'contract/',
  '#tests/': 'tests/',
};

/** The room a file of `area` lives in: `domain/donations`, `http`, `app.ts`, `features/charges`. */
export function roomOf(file: string, area: 'src' | 'server'): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== area || parts.length < 2) return undefined;
  if ((parts[1] === 'domain' || parts[1] === 'features') && parts.length > 3)
    return `${parts[1]}/${parts[2]}`;
  return parts[1];
}

/** The floor of a room: its place in the order, bottom 0; undefined for a room the order lacks. */
export function floorOf(room: string, area: 'src' | 'server'): number | undefined {
  const floors = area === 'src' ? SRC_FLOORS : SERVER_FLOORS;
  const capability = /^domain\/(.+)$/.exec(room)?.[1];
  if (area === 'server' && capability) {
    const domainFloor = floors.findIndex((floor: string[]) => floor.includes('domain'));
    const at = CAPABILITY_FLOORS.findIndex((floor: string[]) => floor.includes(capability));
    const within = at < 0 ? CAPABILITY_FLOORS.length : at;
    return domainFloor + within / (CAPABILITY_FLOORS.length + 1);
  }
  const name = room.startsWith('features/') ? 'features' : room;
  const at = floors.findIndex((floor: string[]) => floor.includes(name));
  return at < 0 ? undefined : at;
}

/** Where an import specifier written in `from` leads, as a path from the repository's root. */
function resolve(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const target = alias
    ? ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : undefined;
  if (!target) return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`])
    if (existsSync(path.join(root, candidate)) && /\.(ts|tsx|mjs|js)$/.test(candidate))
      return candidate;
  return target;
}

export interface Edge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/** Every import between two rooms of `area`, one per import statement. */
export function roomEdges(area: 'src' | 'server'): Edge[] {
  const files = execFileSync('git', ['ls-files', area], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('/generated/'));
  const edges: Edge[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const from = roomOf(file, area);
    for (const { fileName: specifier } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = resolve(file, specifier);
      const to = target && roomOf(target, area);
      if (from && to && to !== from) edges.push({ from, to, file, specifier });
    }
  }
  return edges;
}

/** The imports that climb: from a room to one on a higher floor, or to a room with no floor. */
export function upward(edges: Edge[], area: 'src' | 'server'): Edge[] {
  return edges.filter((edge) => {
    const from = floorOf(edge.from, area);
    const to = floorOf(edge.to, area);
    return from === undefined || to === undefined || to > from;
  });
}

/** The circles of rooms: each strongly connected set of two rooms or more (Tarjan's). */
export function circles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (room: string): void => {
    index.set(room, index.size);
    low.set(room, index.get(room)!);
    stack.push(room);
    for (const to of next.get(room)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(room, Math.min(low.get(room)!, index.get(to)!));
    }
    if (low.get(room) === index.get(room)) {
      const set: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        set.push(member);
      } while (member !== room);
      if (set.length > 1) found.push(set.sort());
    }
  };
  for (const room of next.keys()) if (!index.has(room)) visit(room);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let broken = false;
  for (const area of ['src', 'server'] as const) {
    const edges = roomEdges(area);
    const up = upward(edges, area);
    const round = circles(edges);
    console.log(`${area}: ${up.length} imports up a floor, ${round.length} circles of rooms`);
    for (const edge of up) console.log(`  up: ${edge.file} → ${edge.specifier}`);
    for (const set of round) console.log(`  circle: ${set.join(', ')}`);
    broken ||= up.length > 0 || round.length > 0;
  }
  process.exitCode = broken ? 1 : 0;
}
