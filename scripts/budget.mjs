#!/usr/bin/env node
// Checks the production build against the budgets (gzip) and prints per-route figures.
// Reads dist/bundle-report.json written by scripts/bundle-report-plugin.ts.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const LANDING_BUDGET_KB = 80;
// 260 until dates left luxon and the schema was parsed at build time (docs/performance.md P7):
// the largest route measured 235 KB in the CI build (with the inspector's publisher); 245 leaves
// about 10 KB for the screens and the write path landing beside it. The privacy, second-walk and
// overview work then added about 11 KB to every signed-in route (the heaviest, the card delivery,
// measured 249.8 KB): 252 holds that line while the leader's path is slimmed again (the goal is
// 220, docs/performance.md P7); it is not room to grow. Fewer, larger shared chunks
// (scripts/chunk-groups.ts, P10) took 4–6 KB off every signed-in route, the heaviest (the card
// delivery) to 246.2 KB in the CI build: 248. The executor after the first card, no valibot before
// it, one signed-in chunk and graphql without its validation (P11, decision 093) took 17–23 KB
// off every signed-in route; the heaviest, the card delivery, measured 224.2 KB in the CI build:
// 225. Each GraphQL document in its own module, the schema's SDL in a short form, the leader
// flow's texts per screen, the photo's preparation and the inspector's publisher loaded when
// first used, and lighter preload lists (P12) took 4–7 KB more off; the card delivery measured
// 218.7 KB in the CI build: 220, issue 25's goal, reached.
const ROUTE_BUDGET_KB = Number(process.env.ROUTE_BUDGET_KB ?? 220);
// QA's machine inspector (built in only with its flag) draws, simulates and pans; elkjs stays in its worker.
const INSPECTOR_ROUTE = 'features/machine-inspector/MachinesScreen';
const INSPECTOR_BUDGET_KB = 300;
// The campaign overview (docs/product.md R12) counts its screen with the chunks it loads itself
// (the map: Leaflet, supercluster, the states' outlines). Its charts (visx), map and answer
// schemas load on no other route: OVERVIEW_ONLY modules found anywhere else fail the budget.
const OVERVIEW_ROUTE = 'features/overview/OverviewScreen';
const OVERVIEW_BUDGET_KB = Number(process.env.OVERVIEW_BUDGET_KB ?? 330);
const OVERVIEW_ONLY = [
  /^@visx\//,
  /^supercluster$/,
  /^src\/features\/overview\//,
  /^contract\/overview\.ts$/,
];
// The desk table is the filter screen plus a sortable, virtualised table; it loads only for staff
// at 1024 px and wider (a desk, not a leader's phone), so it gets its own, larger budget.
// It measured 261.9 KB in the CI build; the shell's idle preload of the overview for staff (0.2 KB
// on every route, 0.4 s off opening the overview, docs/performance.md P9) took it to 262.1; the
// chunk groups (P10) to 254.1: 256; P11 to 236.7: 238; P12 to 231.0: 233.
const DESK_ROUTE = 'features/admin-donations/desk/DonationDeskScreen';
const DESK_BUDGET_KB = 233;
// The donation list a leader opens first: the staff's filterable, virtualised list is in a chunk of
// its own (src/features/donation-list/staff-parts.tsx) and must not travel with it.
const LIST_ROUTE = 'features/donation-list/DonationListScreen';
const STAFF_LIST_ONLY = [
  /^@tanstack\//,
  /^src\/features\/donation-list\/(staff-parts|StaffDonation\w*|OverviewSummary|AdminToolbar)\.tsx$/,
];
/** Routes with a budget of their own; every other signed-in route has ROUTE_BUDGET_KB. */
const OWN_BUDGET_KB = {
  [INSPECTOR_ROUTE]: INSPECTOR_BUDGET_KB,
  [OVERVIEW_ROUTE]: OVERVIEW_BUDGET_KB,
  [DESK_ROUTE]: DESK_BUDGET_KB,
};
/** Modules a route must not load; every other signed-in route must not load the overview's. */
const OWN_FORBIDDEN = {
  [OVERVIEW_ROUTE]: [],
  [LIST_ROUTE]: [...OVERVIEW_ONLY, ...STAFF_LIST_ONLY],
};
// Packages and project files that must never load on the landing page.
const LANDING_FORBIDDEN = [
  /^@apollo\//,
  /^graphql$/,
  /^@graphql-tools\//,
  /^aws-amplify$/,
  /^@aws-amplify\//,
  /^graphql\//,
  /^machines\//,
  /^xstate$/,
  /^@xstate\//,
];

const chunks = JSON.parse(readFileSync(path.join(dist, 'bundle-report.json'), 'utf8'));
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file))
    gzCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
};
/** A chunk and everything it imports statically: what the browser must load for it. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
  return seen;
}
/** The same, with the chunks the overview's own code imports lazily (the map), and theirs. */
function closureWithLazy(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  closure(file, seen);
  const ownLazy = [...seen].flatMap((f) =>
    byFile.get(f)?.modules.some((m) => m.startsWith('src/features/overview/'))
      ? byFile.get(f).dynamicImports
      : [],
  );
  for (const dep of ownLazy) closureWithLazy(dep, seen);
  return seen;
}
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entry = chunks.find((c) => c.isEntry);
if (!entry) throw new Error('No entry chunk in the build');
const entryFiles = closure(entry.fileName);
const chunkOf = (facade) => chunks.find((c) => c.facadeModule === facade);
/** What a lazy chunk adds when it loads, beyond the entry. */
const lazyPart = (facade) => {
  const chunk = chunkOf(facade);
  if (!chunk) throw new Error(`budget: no chunk for ${facade}; did the app's structure change?`);
  return closure(chunk.fileName);
};
// The landing page alone runs without a session; every other route loads the session app,
// and the signed-in routes also load Apollo and the GraphQL schema (src/shell/SignedInScope.tsx).
const sessionFiles = lazyPart('src/shell/SessionApp.tsx');
const apolloFiles = lazyPart('src/shell/SignedInScope.tsx');
// The GraphQL executor and schema load on the first operation, a chunk of their own, and with them
// the browser's REST client and the answers' schemas (src/core/apollo/apollo-client.ts).
for (const f of lazyPart('src/core/apollo/schema-link.ts')) apolloFiles.add(f);
for (const f of lazyPart('src/core/apollo/browser-rest-client.ts')) apolloFiles.add(f);
const LANDING = 'shell/landing/LandingScreen';
// /login needs Apollo too: completing the sign-in calls the SignIn mutation.
const PUBLIC = /^(shell\/landing|features\/public-pages)\//;
const routeOf = (c) => c.facadeModule?.match(/^src\/((?:features|shell)\/.+Screen)\.tsx$/)?.[1];
const routes = chunks
  .filter((c) => c.isDynamicEntry && routeOf(c))
  .sort((a, b) => routeOf(a).localeCompare(routeOf(b)));

let failed = false;
const rows = [];
const measure = (name, files, budget, forbiddenList = []) => {
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  const modules = new Set([...files].flatMap((f) => byFile.get(f)?.modules ?? []));
  const forbidden = [...modules].filter((m) => forbiddenList.some((re) => re.test(m)));
  const over = total / 1024 > budget;
  if (over || forbidden.length) failed = true;
  rows.push({ name, total, budget, over, forbidden, modules });
};
// The landing page: the entry (which holds the landing screen) and anything the screen imports.
const landingChunk = chunkOf(`src/${LANDING}.tsx`);
const landingFiles = new Set(entryFiles);
if (landingChunk) for (const f of closure(landingChunk.fileName)) landingFiles.add(f);
measure(LANDING, landingFiles, LANDING_BUDGET_KB, LANDING_FORBIDDEN);
if (![...rows[0].modules].includes(`src/${LANDING}.tsx`)) {
  console.error(`budget: src/${LANDING}.tsx is not in what the landing page loads`);
  failed = true;
}
for (const route of routes) {
  const name = routeOf(route);
  if (name === LANDING) continue;
  const files =
    name === OVERVIEW_ROUTE
      ? closureWithLazy(route.fileName, new Set(entryFiles))
      : closure(route.fileName, new Set(entryFiles));
  for (const f of sessionFiles) files.add(f);
  if (!PUBLIC.test(name)) for (const f of apolloFiles) files.add(f);
  measure(
    name,
    files,
    OWN_BUDGET_KB[name] ?? ROUTE_BUDGET_KB,
    OWN_FORBIDDEN[name] ?? OVERVIEW_ONLY,
  );
}

// The donation list as admin and readonly get it: the route and the staff-only chunk it loads for them.
const STAFF_LIST_PARTS = 'src/features/donation-list/staff-parts.tsx';
const listRoute = chunkOf(`src/${LIST_ROUTE}.tsx`);
const staffFiles = closure(listRoute.fileName, new Set(entryFiles));
for (const f of [...sessionFiles, ...apolloFiles, ...lazyPart(STAFF_LIST_PARTS)]) staffFiles.add(f);
measure(`${LIST_ROUTE} (staff)`, staffFiles, ROUTE_BUDGET_KB, OVERVIEW_ONLY);

// The light public pages (scripts/light-pages-build.ts): their own small scripts, no React and
// nothing of the app's bundle (issue 35: at most 40 KB of JS each).
const LIGHT_PAGE_BUDGET_KB = 40;
const LIGHT_PAGE_FORBIDDEN = [
  /^react$/,
  /^react-dom$/,
  /^scheduler$/,
  /^valibot$/,
  /^wouter$/,
  ...LANDING_FORBIDDEN,
];
const lightReportFile = path.join(dist, 'light-pages-report.json');
const lightPages = existsSync(lightReportFile)
  ? JSON.parse(readFileSync(lightReportFile, 'utf8'))
  : [];
for (const page of lightPages) {
  for (const chunk of page.chunks) byFile.set(chunk.fileName, chunk);
  measure(
    `light page ${page.page}`,
    new Set(page.chunks.map((chunk) => chunk.fileName)),
    LIGHT_PAGE_BUDGET_KB,
    LIGHT_PAGE_FORBIDDEN,
  );
}

console.log(
  `JS loaded per route, gzip (entry ${kb([...entryFiles].reduce((s, f) => s + gz(f), 0))} KB included):`,
);
for (const r of rows) {
  const flag = r.over || r.forbidden.length ? 'OVER' : 'ok';
  console.log(
    `  ${r.name.padEnd(52)} ${kb(r.total).padStart(7)} KB  budget ${r.budget} KB  ${flag}`,
  );
  if (r.forbidden.length) console.log(`    must not load on this route: ${r.forbidden.join(', ')}`);
}
const all = chunks.reduce((s, c) => s + gz(c.fileName), 0);
console.log(`  all JS chunks together                ${kb(all).padStart(7)} KB`);
if (failed) {
  console.error('budget: FAILED');
  process.exit(1);
}
console.log('budget: ok');
