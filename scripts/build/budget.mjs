#!/usr/bin/env node
// `npm run budget [dist]`: the JavaScript each page of the production build loads, gzip -9,
// against its budget, and the modules a page must never load. Reads dist/bundle-report.json
// (bundle-report.ts). Fails the build's check when a page is over or loads what it must not.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/** Every page (a `*Screen.tsx` loaded by a dynamic import) not named below: KB gzip. */
const ROUTE_KB = 230;
/** A light public page (light-pages-build.ts): its own script, HTML made at build time. */
const LIGHT_PAGE_KB = 40;

/**
 * Pages with a budget of their own, by screen module: KB gzip, and what must not load there.
 * The landing page is what a family or a new leader opens first, on a weak network. The desk
 * table loads only for staff at 1024 px and wider, the overview with its map and charts, the
 * machine inspector only in a QA build.
 */
const PAGES = {
  'src/shell/landing/LandingScreen.tsx': { kb: 80, mustNotLoad: 'session' },
  'src/features/donations/desk/DonationDeskScreen.tsx': { kb: 245 },
  'src/features/overview/OverviewScreen.tsx': { kb: 300, mustNotLoad: 'none', withOwnLazy: true },
  'src/features/machine-inspector/MachinesScreen.tsx': { kb: 240 },
  'src/features/donations/list/DonationListScreen.tsx': { mustNotLoad: 'staff list' },
};

/** Modules (project files by path, packages by name) a page must not load. */
const MUST_NOT_LOAD = {
  // The landing page runs without the session machine, Apollo or the identity provider's client.
  session: [
    /^@apollo\//,
    /^graphql$/,
    /^@graphql-tools\//,
    /^aws-amplify$/,
    /^@aws-amplify\//,
    /^graphql\//,
    /^machines\//,
    /^xstate$/,
    /^@xstate\//,
  ],
  // The overview's charts, map and answers load on no other page.
  overview: [
    /^@visx\//,
    /^supercluster$/,
    /^src\/features\/overview\//,
    /^contract\/overview\.ts$/,
  ],
  none: [],
};
// A light page carries nothing of the app: no React, no router, no schema library.
MUST_NOT_LOAD.app = [
  /^react$/,
  /^react-dom$/,
  /^scheduler$/,
  /^valibot$/,
  /^wouter$/,
  ...MUST_NOT_LOAD.session,
];
// A leader's list: the staff's virtualised list is a chunk of its own that must not travel with it.
MUST_NOT_LOAD['staff list'] = [
  ...MUST_NOT_LOAD.overview,
  /^@tanstack\//,
  /^src\/features\/donations\/list\/staff\/StaffDonation\w*\.tsx$/,
];

/**
 * What a signed-in page loads beyond its own code, at run time rather than by a static import: the
 * scope (Apollo, the outbox), and the GraphQL executor, the REST client and the answers' schemas
 * its first operation loads. Public pages load none of it.
 */
const SIGNED_IN_PARTS = [
  'src/shell/SignedInScope.tsx',
  'src/core/apollo/schema-link.ts',
  'src/core/apollo/browser-rest-client.ts',
];
const PUBLIC_PAGE = /^src\/shell\/(landing\/|PublicScreens\.tsx$)/;
/** Pages a leader opens: staff's resolvers (graphql/staff-resolvers.ts) never load there. */
const LEADER_PAGE = /^src\/(shell\/|features\/(delivery|donations\/list|session)\/)/;
const STAFF_PARTS = ['graphql/staff-resolvers.ts'];
/** The staff's list: the list's page with the part it loads for admin and readonly. */
const STAFF_LIST = {
  page: 'src/features/donations/list/DonationListScreen.tsx',
  part: 'src/features/donations/list/staff/StaffDonationList.tsx',
};

const dist = path.resolve(process.argv[2] ?? 'dist');
const chunks = JSON.parse(readFileSync(path.join(dist, 'bundle-report.json'), 'utf8'));
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A chunk and every chunk it imports statically: what must load before it runs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
  return seen;
}

/** The chunk whose facade is `module`. */
function chunkOf(module) {
  const chunk = chunks.find((c) => c.facadeModule === module);
  if (!chunk) throw new Error(`budget: no chunk for ${module}; was it moved or renamed?`);
  return chunk;
}

const totalOf = (files) => [...files].reduce((sum, file) => sum + gz(file), 0);

/**
 * What the browser has loaded once `file` runs: its closure, and what loaded the chunk that
 * imported it, by the heaviest road when several chunks import it.
 */
function loadedWith(file, visiting = new Set()) {
  const loaded = closure(file);
  if (visiting.has(file)) return loaded;
  const roads = chunks
    .filter((chunk) => chunk.dynamicImports.includes(file))
    .map((importer) => loadedWith(importer.fileName, new Set([...visiting, file])));
  const heaviest = roads.sort((a, b) => totalOf(b) - totalOf(a))[0];
  for (const other of heaviest ?? []) loaded.add(other);
  return loaded;
}

/** The page's feature folder (`src/features/overview/`), whose parts sit in subfolders. */
const featureFolder = (page) =>
  /^src\/features\/[^/]+\//.exec(page)?.[0] ?? `${path.posix.dirname(page)}/`;

/** And the chunks the page's own code imports lazily (the overview's map), with theirs. */
function withOwnLazy(files, ownFolder) {
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (!byFile.get(file)?.modules.some((module) => module.startsWith(ownFolder))) continue;
    for (const lazy of byFile.get(file).dynamicImports)
      for (const other of closure(lazy))
        if (!files.has(other)) {
          files.add(other);
          queue.push(other);
        }
  }
  return files;
}

const signedIn = new Set(
  SIGNED_IN_PARTS.flatMap((module) => [...closure(chunkOf(module).fileName)]),
);
const staffParts = new Set(STAFF_PARTS.flatMap((module) => [...closure(chunkOf(module).fileName)]));

/** What `page` loads, by its screen module. */
function pageFiles(page) {
  const files = loadedWith(chunkOf(page).fileName);
  if (!PUBLIC_PAGE.test(page)) for (const file of signedIn) files.add(file);
  if (!PUBLIC_PAGE.test(page) && !LEADER_PAGE.test(page))
    for (const file of staffParts) files.add(file);
  if (PAGES[page]?.withOwnLazy) withOwnLazy(files, featureFolder(page));
  return files;
}

const rows = [];
function measure(name, files, budget, mustNotLoad) {
  const total = totalOf(files);
  const modules = new Set([...files].flatMap((file) => byFile.get(file)?.modules ?? []));
  const forbidden = [...modules].filter((module) => mustNotLoad.some((re) => re.test(module)));
  rows.push({
    name,
    total,
    budget,
    failed: total / 1024 > budget || forbidden.length > 0,
    forbidden,
  });
}

const pages = chunks
  .filter((chunk) => chunk.isDynamicEntry && /^src\/.+Screen\.tsx$/.test(chunk.facadeModule ?? ''))
  .map((chunk) => chunk.facadeModule)
  .sort();
// The landing page is the entry's own page: what the entry loads is what it loads.
const landing = 'src/shell/landing/LandingScreen.tsx';
const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error('budget: no entry chunk in the build');
const landingFiles = closure(entry.fileName);
if (![...landingFiles].some((file) => byFile.get(file).modules.includes(landing)))
  throw new Error(`budget: ${landing} is not loaded by the entry`);
measure(landing, landingFiles, PAGES[landing].kb, MUST_NOT_LOAD.session);
for (const page of pages) {
  const own = PAGES[page] ?? {};
  measure(page, pageFiles(page), own.kb ?? ROUTE_KB, MUST_NOT_LOAD[own.mustNotLoad ?? 'overview']);
}
// The light pages are built apart (light-pages-build.ts), with their own record.
const lightPagesReport = path.join(dist, 'light-pages-report.json');
for (const light of existsSync(lightPagesReport)
  ? JSON.parse(readFileSync(lightPagesReport, 'utf8'))
  : []) {
  for (const chunk of light.chunks) byFile.set(chunk.fileName, chunk);
  const files = new Set(light.chunks.map((chunk) => chunk.fileName));
  measure(`light page ${light.page}`, files, LIGHT_PAGE_KB, MUST_NOT_LOAD.app);
}
const staffList = pageFiles(STAFF_LIST.page);
for (const file of closure(chunkOf(STAFF_LIST.part).fileName)) staffList.add(file);
for (const file of staffParts) staffList.add(file);
measure(`${STAFF_LIST.page} (staff)`, staffList, ROUTE_KB, MUST_NOT_LOAD.overview);

console.log(
  `JS loaded per page, gzip (the entry's ${kb(totalOf(closure(entry.fileName)))} KB included):`,
);
for (const row of rows) {
  const name = row.name.replace(/^src\//, '').replace(/\.tsx\b/, '');
  console.log(
    `  ${name.padEnd(68)} ${kb(row.total).padStart(6)} KB  budget ${row.budget} KB  ${row.failed ? 'OVER' : 'ok'}`,
  );
  if (row.forbidden.length) console.log(`    must not load here: ${row.forbidden.join(', ')}`);
}
console.log(
  `  ${'all JS chunks together'.padEnd(68)} ${kb(totalOf(byFile.keys())).padStart(6)} KB`,
);
if (rows.some((row) => row.failed)) {
  console.error('budget: FAILED');
  process.exit(1);
}
console.log('budget: ok');
