// The card provider's statement at scale: `npm run bench:statement` (BENCH_DIST=dist serves an
// existing build; the API alone is timed). A throwaway PostgreSQL 15 cluster (durable) gets the
// demo data from the real server, then the campaign of scripts/overview-scale-seed.ts (100,000
// donations, 1,000,000 cards) and its ledger (card_events_backfill). A statement naming every card
// once (activated and used for the delivered, a balance for all, a few contradictions) is
// uploaded as STATEMENT_FILES files (the charge files' caps: 200,000 lines, 20 MB), each checked
// (its dry run: upload until 'Aguardando confirmação') and then confirmed, one after another.
// Meanwhile João reads his list and Ana a card's timeline, each every READ_PACE_MS; their
// latencies are kept per phase, and the server's peak RSS (VmHWM, reset before each phase).
// Then, once the overview's summary has caught up, the funnel is timed (BENCH_REQUESTS, median).
// The load average is printed beside every figure: the machine is shared
// (docs/reports/2026-11-29-statement-scale.md).
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { openPostgresDb } from '#server/db/postgres-db.ts';
import { MAX_LINES } from '#server/domain/charges/csv-limits.ts';
import { refreshOverviewSummary } from '#server/domain/donations/donation-summary.ts';
import { keySourceFor } from '#server/privacy/data-keys.ts';
import { DataProtection } from '#server/privacy/data-protection.ts';
import { startPostgresCluster } from '#tests/support/postgres-cluster.ts';
import { peakRssMb, resetPeakRss } from '#tests/support/peak-rss.ts';
import { signInWithCode } from '#tests/support/hosted-sign-in.ts';
import { startServer } from './bench-support.ts';
import { FULL_SCALE, seedScale } from './overview-scale-seed.ts';

const FILES = Number(process.env.STATEMENT_FILES ?? 5);
/** BENCH_DONATIONS=1000 tries the bench itself in a minute; the figures are at 100,000. */
const SIZE = {
  ...FULL_SCALE,
  donations: Number(process.env.BENCH_DONATIONS ?? FULL_SCALE.donations),
};
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 15);
const READ_PACE_MS = Number(process.env.READ_PACE_MS ?? 100);
const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const ADMIN = { cpf: '529.982.247-25', password: 'senha1234' };
const JOAO = { cpf: '246.813.579-28', password: 'senha1234' };
const AWAITING = CHARGE_STATUS.awaitingConfirmation;
const REASON = 'Extrato conferido com o fornecedor do cartão.';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * Writes the statement as `files` CSV files of equal share (at most the charge files' line cap
 * each), every card of the campaign once.
 */
async function writeStatement(url: string, dir: string, files: number): Promise<string[]> {
  const db = await openPostgresDb(url);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM vouchers WHERE voucher_id LIKE 'ES-%'",
  );
  const perFile = Math.min(MAX_LINES, Math.ceil(Number(n) / files));
  const paths: string[] = [];
  let after = '';
  for (let file = 0; file < files; file += 1) {
    const target = path.join(dir, `extrato-${file + 1}.csv`);
    paths.push(target);
    const out = createWriteStream(target);
    out.write('\uFEFFcardNumber;activationDate;firstUseDate;balance;expiryDate\r\n');
    for (let written = 0; written < perFile;) {
      // Delivered cards activated the next day (not after today), half of them used; one card in
      // a thousand still with its leader reported activated (a contradiction); a balance for all.
      const rows = await db.query<{ voucher_id: string; line: string }>(
        `WITH today AS (SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS day)
         SELECT v.voucher_id, v.voucher_id || ';' ||
                CASE WHEN v.status = 2 OR (v.status = 1 AND hashtext(v.voucher_id) % 1000 = 7)
                     THEN to_char(least(coalesce((v.delivered AT TIME ZONE 'America/Sao_Paulo')::date + 1, today.day), today.day), 'DD/MM/YYYY') ELSE '' END || ';' ||
                CASE WHEN v.status = 2 AND v.position % 2 = 0
                     THEN to_char(least((v.delivered AT TIME ZONE 'America/Sao_Paulo')::date + 1, today.day), 'DD/MM/YYYY') ELSE '' END || ';' ||
                CASE WHEN v.status = 2 AND v.position % 2 = 0 THEN '12,50' ELSE '50,00' END || ';31/12/2027' AS line
           FROM vouchers v, today
          WHERE v.voucher_id > $1 AND v.voucher_id LIKE 'ES-%'
          ORDER BY v.voucher_id
          LIMIT $2`,
        [after, Math.min(50_000, perFile - written)],
      );
      if (rows.length === 0) break;
      after = rows.at(-1)!.voucher_id;
      written += rows.length;
      if (!out.write(rows.map((row) => row.line).join('\r\n') + '\r\n')) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
  }
  await db.close();
  return paths;
}

/** Reads paced every READ_PACE_MS until stopped: João's list and Ana's card timeline. */
function startReaders(origin: string, tokens: { joao: string; admin: string }, card: string) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  const reader = async (url: string, token: string) => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${origin}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (response.ok) latencies.push(ms);
      else failures.push(`${url} ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, READ_PACE_MS - ms)));
    }
  };
  const done = Promise.all([
    reader('/api/donations', tokens.joao),
    reader(`/api/cards/${card}/timeline`, tokens.admin),
  ]);
  return {
    /** The latencies since the last call, and clears them. */
    take() {
      const taken = latencies.splice(0);
      return { taken, failed: failures.splice(0) };
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

function describeReads(label: string, reads: { taken: number[]; failed: string[] }) {
  const { taken, failed } = reads;
  console.log(
    `    reads during ${label}: ${taken.length} answered, p50 ${percentile(taken, 50).toFixed(0)} ms, p99 ${percentile(taken, 99).toFixed(0)} ms, max ${Math.max(...taken).toFixed(0)} ms${failed.length ? `, ${failed.length} failed (${failed.slice(0, 3).join(', ')})` : ''}`,
  );
  return percentile(taken, 99);
}

async function api(origin: string, token: string, method: string, url: string, body?: BodyInit) {
  const response = await fetch(`${origin}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function untilChecked(origin: string, token: string, id: string): Promise<string> {
  for (;;) {
    const { status } = await api(origin, token, 'GET', `/load/${id}`);
    if (status !== CHARGE_STATUS.processing) return String(status);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

console.log(`bench:statement, ${FILES} files, load average ${load()} at the start`);
const cluster = await startPostgresCluster({ durable: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'cestas-bench-statement-'));
try {
  const url = await cluster.createDatabase();
  process.env.DATABASE_URL = url;
  process.env.TOKEN_TTL_SECONDS = '14400';
  {
    const { server } = await startServer(distDir, dataDir); // migrates and seeds the demo
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  const db = await openPostgresDb(url);
  const protection = new DataProtection(
    await keySourceFor({ dataDir, dataKeys: undefined, dataKeysFile: undefined }).load(),
  );
  console.log(
    `seeding ${SIZE.donations} donations of ${SIZE.cardsPerDonation} cards (load ${load()})`,
  );
  console.log(`  seeded in ${(await seedScale(db, protection, new Date(), SIZE)).toFixed(0)} s`);
  let started = performance.now();
  await refreshOverviewSummary(db);
  await db.query('SELECT card_events_backfill()');
  // As autovacuum would have long before a real statement: the seed's millions of fresh rows
  // otherwise get their hint bits written by the first confirmation's look-ups.
  await db.query('VACUUM ANALYZE');
  console.log(`  summary and ledger in ${seconds(performance.now() - started)} s (load ${load()})`);
  const [card] = await db.query<{ voucher_id: string }>(
    "SELECT voucher_id FROM vouchers WHERE status = 2 AND voucher_id LIKE 'ES-%' ORDER BY voucher_id LIMIT 1",
  );
  await db.close();

  const files = await writeStatement(url, dataDir, FILES);
  const lines = files.map((file) => readFileSync(file, 'utf8').split('\r\n').length - 2);
  console.log(
    `statement: ${lines.reduce((a, b) => a + b, 0)} lines in ${files.length} files (${files.map((file) => (readFileSync(file).byteLength / 2 ** 20).toFixed(1)).join(', ')} MB)`,
  );

  const { origin, server } = await startServer(distDir, dataDir);
  try {
    const tokens = {
      admin: (await signInWithCode(origin, ADMIN.cpf, ADMIN.password)).id_token,
      joao: (await signInWithCode(origin, JOAO.cpf, JOAO.password)).id_token,
    };
    const readers = startReaders(origin, tokens, card!.voucher_id);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const quietP99 = describeReads('5 s before any statement', readers.take());
    const rssAtRest = await peakRssMb(server.pid!);
    console.log(`  server RSS at rest ${rssAtRest.toFixed(0)} MB (load ${load()})`);
    let checkMs = 0;
    let applyMs = 0;
    let worstP99 = 0;
    let worstPeak = 0;
    for (const [index, file] of files.entries()) {
      console.log(`  file ${index + 1} (${lines[index]} lines), load ${load()}`);
      await resetPeakRss(server.pid!);
      started = performance.now();
      const form = new FormData();
      form.append(
        'file',
        new File([readFileSync(file)], path.basename(file), { type: 'text/csv' }),
      );
      const uploaded = await api(origin, tokens.admin, 'POST', '/load/statement', form);
      const status = await untilChecked(origin, tokens.admin, String(uploaded._id));
      const checked = performance.now() - started;
      if (status !== AWAITING) throw new Error(`the statement ended ${status}`);
      const run = await api(origin, tokens.admin, 'GET', `/load/${uploaded._id}/statement`);
      checkMs += checked;
      let peak = await peakRssMb(server.pid!);
      worstPeak = Math.max(worstPeak, peak);
      console.log(
        `    dry run ${seconds(checked)} s, counts ${JSON.stringify(run.counts)}, peak RSS ${peak.toFixed(0)} MB, load ${load()}`,
      );
      worstP99 = Math.max(worstP99, describeReads('the dry run', readers.take()));

      await resetPeakRss(server.pid!);
      started = performance.now();
      await api(
        origin,
        tokens.admin,
        'POST',
        `/load/${uploaded._id}/confirm`,
        JSON.stringify({ reason: REASON }),
      );
      const applied = performance.now() - started;
      applyMs += applied;
      peak = await peakRssMb(server.pid!);
      worstPeak = Math.max(worstPeak, peak);
      console.log(
        `    applied in ${seconds(applied)} s, peak RSS ${peak.toFixed(0)} MB, load ${load()}`,
      );
      worstP99 = Math.max(worstP99, describeReads('the confirmation', readers.take()));
    }
    await readers.stop();
    console.log(
      `whole statement: checked in ${seconds(checkMs)} s (bar 60), applied in ${seconds(applyMs)} s (bar 120); reads' worst p99 ${worstP99.toFixed(0)} ms (bar 150, ${quietP99.toFixed(0)} quiet); peak RSS ${worstPeak.toFixed(0)} MB (${rssAtRest.toFixed(0)} at rest); load ${load()}`,
    );

    // The funnel sums each donation's summary: timed once the summary has caught up with the
    // statement's events, as the overview's figures are (the catch-up itself is printed).
    started = performance.now();
    const summary = await openPostgresDb(url);
    for (;;) {
      const [dirty] = await summary.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM donations WHERE overview_dirty',
      );
      if (Number(dirty?.n ?? 0) === 0) break;
      await api(origin, tokens.admin, 'GET', '/overview/funnel');
    }
    await summary.close();
    console.log(
      `  the summary caught up with the statement in ${seconds(performance.now() - started)} s, load ${load()}`,
    );
    for (const [label, query] of [
      ['GET /overview/funnel', ''],
      ['GET /overview/funnel?state=SP', '?state=SP'],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < REQUESTS + 1; run += 1) {
        started = performance.now();
        await api(origin, tokens.admin, 'GET', `/overview/funnel${query}`);
        if (run > 0) times.push(performance.now() - started);
      }
      console.log(
        `  ${label.padEnd(32)} median ${percentile(times, 50).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}) (bar 300), load ${load()}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await cluster.stop();
}
