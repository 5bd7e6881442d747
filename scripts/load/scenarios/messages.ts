/**
 * Messages to families at a campaign's size (docs/product.md R18.4), on PostgreSQL:
 *
 * 1. `count` cards delivered with the family's consent are written straight into the database,
 *    marked as their deliveries leave them (awaiting their message). The instance's queueing job
 *    is requested once: the time until it has queued them all. Then `PER_DELIVERY` more cards
 *    record their consent and mark one transaction each, `QUEUE_CONCURRENCY` at once, each
 *    requesting the job after its commit as a delivery does: the transactions' rate, and the time
 *    until their messages are all queued, from the first and after the last commit.
 *    The instance's worker sends the messages as they are queued, as it would in a campaign.
 * 2. After a warm-up, deliveries at a fixed concurrency in turns: with no message due, while the
 *    instance's worker sends the queued messages through the local provider, with none due, …
 *    (`rounds` runs with sends, BENCH_MESSAGES_ROUNDS, each between two without): the messages
 *    sent per second, and the deliveries' rate and latency (p50, p95) beside the sends against
 *    the runs on either side.
 * 3. The sends alone: the cores the instance and PostgreSQL use sending with no deliveries,
 *    against the same processes idle just before — what the sends take from the machine.
 *
 * BENCH_PG_STATEMENTS=1 prints each run's heaviest statements (pg_stat_statements); BENCH_MARKS=1
 * prints when each run starts and ends on the clock a CPU profile of the instance uses
 * (BENCH_INSTANCE_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=…').
 */
import os from 'node:os';
import type { Db } from '#server/db/db.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { JOBS } from '#server/jobs/server-jobs.ts';
import { requestMessageQueueing } from '#server/domain/messages/message-queue.ts';
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import { phoneKey, voucherField } from '#server/privacy/sealed-fields.ts';
import { sleep, type BenchContext } from '../bench-context.ts';
import type { ScenarioFigures } from '../recorder.ts';
import { watchMachine, watchProcesses, type WatchedProcess } from '../proc-stats.ts';
import { otherWork } from '../report.ts';
import { uploadScenario } from './uploads.ts';

const QUEUE_CONCURRENCY = 8;
/** Cards queued one transaction each, beside the campaign's count: enough for a steady rate. */
const PER_DELIVERY = 5_000;
const INSERT_BATCH = 5_000;
const POLL_MS = 100;
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Send jobs are held this far ahead outside the runs with sends. */
const HELD_FOR_MS = 6 * 3600 * 1000;
/** Deliveries before the runs that count, so the first of them does not pay the warm-up. */
const WARM_UP_SECONDS = 20;
/** The sends alone, and the processes idle before them. */
const ALONE_SECONDS = 30;

export interface MessagesRun {
  /** Consented deliveries whose messages are queued. */
  count: number;
  /** Length of each deliveries run, without and with messages being sent. */
  seconds: number;
  /** Leaders delivering at once in every run. */
  concurrency: number;
  /** Deliveries runs with messages being sent, each between two runs without. */
  rounds: number;
  /** The instance and PostgreSQL, whose CPU each deliveries run records. */
  watched: WatchedProcess[];
}

/** Cores each watched process used over a run, by name. */
export type CoresByProcess = Record<string, number>;

export interface DeliveriesRun {
  sending: boolean;
  figures: ScenarioFigures;
  cores: CoresByProcess;
  /** Cores the machine spent on work other than the benchmark's during the run. */
  otherCores: number;
  /** Messages the local provider took during the run. */
  sent: number;
}

/** Deliveries beside the sends against deliveries without them. */
export interface SendsEffect {
  /** How much fewer deliveries per second, in percent (negative: more). */
  deliveriesSlowerPercent: number;
  /** A delivery's latency beside the sends over its latency without (the target: at most 1.10). */
  p50Ratio: number;
  p95Ratio: number;
}

export interface MessagesFigures {
  queued: number;
  /** From the job's request until the `count` cards' messages are all queued. */
  queueSeconds: number;
  queuedPerSecond: number;
  /** Consents recorded one delivery a transaction, and how many transactions a second. */
  queuedOneByOne: number;
  oneByOnePerSecond: number;
  /** From the first of those transactions until their messages are all queued. */
  oneByOneQueuedSeconds: number;
  /** From the last of them committed until their messages are all queued. */
  oneByOneLagSeconds: number;
  /** Messages the worker sent while those were being queued. */
  sentWhileQueueing: number;
  /** Messages the local provider took during the deliveries runs beside them, and per second. */
  sentDuringDeliveries: number;
  sentPerSecond: number;
  /** The deliveries runs in order: without sends, with, without, … ending without. */
  runs: DeliveriesRun[];
  /** Each run with sends against the mean of the runs just before and after it. */
  pairs: SendsEffect[];
  /** The runs with sends together against the runs without together. */
  overall: SendsEffect;
  /**
   * What the sends cost with no deliveries beside them: the messages a second and the cores of
   * each process, against the same processes idle just before.
   */
  sendsAlone: { sentPerSecond: number; cores: CoresByProcess; idleCores: CoresByProcess };
}

/** A receipt code no seeded or delivered card holds: 'Q' then the number in base 32. */
const receiptCode = (n: number) => {
  let code = '';
  for (let rest = n, i = 0; i < 7; i += 1, rest = Math.floor(rest / 32))
    code = CODE_ALPHABET[rest % 32] + code;
  return `Q${code}`;
};

/**
 * `count` cards delivered an hour ago with consent and a phone, in the campaign's older donations;
 * the first `awaiting` of them marked as awaiting their message.
 */
async function seedConsentedVouchers(
  db: Db,
  ctx: BenchContext,
  count: number,
  awaiting: number,
): Promise<{ voucherId: string; phone: string }[]> {
  const donations = await db.query<{ donation_id: string }>(
    `SELECT donation_id FROM donations WHERE leader_id IS NOT NULL AND status >= 3
      ORDER BY donation_id LIMIT $1`,
    [Math.ceil(count / 10)],
  );
  if (donations.length * 10 < count)
    throw new Error(`only ${donations.length} closed donations for ${count} cards`);
  const cards: { voucherId: string; phone: string }[] = [];
  const at = new Date(Date.now() - 3600 * 1000);
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, i) => {
      const n = start + i;
      const voucherId = `MSGBENCH${String(n).padStart(8, '0')}`;
      const phone = `(11) 9${String(n).padStart(8, '0').slice(0, 4)}-${String(n).padStart(8, '0').slice(4)}`;
      cards.push({ voucherId, phone });
      return {
        voucherId,
        donationId: donations[Math.floor(n / 10)]!.donation_id,
        position: 1_000 + (n % 10),
        code: receiptCode(n),
        hash: ctx.topology.protection.hash('phone', phoneKey(phone)),
        sealed: ctx.topology.protection.seal(phone, voucherField('received_phone', voucherId)),
      };
    });
    await db.query(
      `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered, receipt_code,
                             received_phone_hash, received_phone_enc, message_consent_version, message_consent_at,
                             message_awaited)
       SELECT v, d, p, 2, $7, c, h, e, $8, $7, a
         FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $9::boolean[])
              AS t(v, d, p, c, h, e, a)`,
      [
        rows.map((r) => r.voucherId),
        rows.map((r) => r.donationId),
        rows.map((r) => r.position),
        rows.map((r) => r.code),
        rows.map((r) => r.hash),
        rows.map((r) => r.sealed),
        at,
        MESSAGE_CONSENT_VERSION,
        rows.map((_, i) => start + i < awaiting),
      ],
    );
  }
  return cards;
}

const awaitedCount = async (db: Db) =>
  Number(
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vouchers WHERE message_awaited')
    )[0]?.n ?? 0,
  );

/** Until no card awaits its message: the job's batch clears its marks with its messages queued. */
async function untilQueued(db: Db): Promise<void> {
  while ((await awaitedCount(db)) > 0) await sleep(POLL_MS);
}

const sentSince = async (db: Db, since: Date) =>
  Number(
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM family_messages WHERE sent_at >= $1',
        [since],
      )
    )[0]?.n ?? 0,
  );

const percentMore = (more: number, than: number) =>
  than > 0 ? Math.round(((more - than) / than) * 1000) / 10 : 0;

const ratio = (of: number, to: number) => (to > 0 ? Math.round((of / to) * 100) / 100 : 0);

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The runs `beside` the sends against the runs `without` them, each side's figures averaged. */
function effect(beside: ScenarioFigures[], without: ScenarioFigures[]): SendsEffect {
  const of = (runs: ScenarioFigures[], pick: (f: ScenarioFigures) => number) =>
    mean(runs.map(pick));
  return {
    deliveriesSlowerPercent: -percentMore(
      of(beside, (f) => f.unitsPerSecond),
      of(without, (f) => f.unitsPerSecond),
    ),
    p50Ratio: ratio(
      of(beside, (f) => f.p50Ms),
      of(without, (f) => f.p50Ms),
    ),
    p95Ratio: ratio(
      of(beside, (f) => f.p95Ms),
      of(without, (f) => f.p95Ms),
    ),
  };
}

/** The moment, on the clock a CPU profile's samples use, for slicing one by run. */
const mark = (name: string) => {
  if (process.env.BENCH_MARKS) console.log(`  mark ${name}: ${process.hrtime.bigint() / 1000n} µs`);
};

/**
 * With BENCH_PG_STATEMENTS set (the topology then loads pg_stat_statements), the heaviest
 * statements of each run: their calls, time, rows, buffers and WAL.
 */
async function statementStats(db: Db) {
  const on = process.env.BENCH_PG_STATEMENTS !== undefined;
  if (on) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return {
    reset: async () => {
      if (on) await db.query('SELECT pg_stat_statements_reset()');
    },
    print: async (label: string) => {
      if (!on) return;
      const rows = await db.query<Record<string, string | number>>(
        `SELECT calls, round(total_exec_time::numeric, 1) AS ms, rows,
                shared_blks_hit + shared_blks_read AS blocks, wal_fpi, wal_bytes,
                left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 120) AS query
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20`,
      );
      console.log(`  statements, ${label} (calls, ms, rows, blocks, WAL full pages, WAL bytes):`);
      for (const r of rows)
        console.log(
          `    ${[r.calls, r.ms, r.rows, r.blocks, r.wal_fpi, r.wal_bytes, r.query].join('\t')}`,
        );
    },
  };
}

export async function messagesScenario(
  ctx: BenchContext,
  { watched, ...run }: MessagesRun,
): Promise<MessagesFigures> {
  const db = await ctx.topology.openDb();
  const jobs = await new JobQueue(db).start();
  try {
    const cards = await seedConsentedVouchers(db, ctx, run.count + PER_DELIVERY, run.count);
    const sendsFromStart = new Date();

    // 1. The campaign's cards, marked as their deliveries left them: one request of the job.
    const started = performance.now();
    await jobs.sendOnce(JOBS.queueFamilyMessages.name, {}, new Date());
    await untilQueued(db);
    const queueSeconds = (performance.now() - started) / 1000;
    const [{ queued } = { queued: 0 }] = await db.query<{ queued: number }>(
      `SELECT count(*)::int AS queued FROM family_messages WHERE voucher_id LIKE 'MSGBENCH%'`,
    );

    // Then one delivery a transaction: its consent and mark, then the request after its commit.
    const oneByOne = cards.slice(run.count);
    const oneByOneStarted = performance.now();
    let next = 0;
    const worker = async () => {
      for (let card = oneByOne[next++]; card; card = oneByOne[next++]) {
        const { voucherId } = card;
        await db.transaction((tx) =>
          tx.query(
            `UPDATE vouchers SET message_consent_version = $2, message_consent_at = $3, message_awaited = true
              WHERE voucher_id = $1`,
            [voucherId, MESSAGE_CONSENT_VERSION, new Date()],
          ),
        );
        requestMessageQueueing(jobs);
      }
    };
    await Promise.all(Array.from({ length: QUEUE_CONCURRENCY }, worker));
    const committed = performance.now();
    await untilQueued(db);
    const oneByOneSeconds = (committed - oneByOneStarted) / 1000;
    const oneByOneQueuedSeconds = (performance.now() - oneByOneStarted) / 1000;
    const oneByOneLagSeconds = (performance.now() - committed) / 1000;
    const [{ n: oneByOneQueued } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM family_messages WHERE voucher_id = ANY($1::text[])',
      [oneByOne.map((card) => card.voucherId)],
    );
    if (Number(oneByOneQueued) !== oneByOne.length)
      throw new Error(`${oneByOneQueued} of ${oneByOne.length} messages queued one by one`);
    const sentWhileQueueing = await sentSince(db, sendsFromStart);

    // 2. Deliveries with nothing due and while the worker sends the queued messages, in turns,
    //    starting and ending with a run without sends: each run with sends is compared to the
    //    runs on either side, so a drift of the machine or the database over the runs does not
    //    pass for the sends' cost.
    const deliveries = async (sending: boolean, seconds: number) => {
      const watch = watchProcesses(watched);
      const machine = watchMachine(os.cpus().length);
      const { commands: _commands, ...figures } = await uploadScenario(ctx, {
        scenario: sending ? 'deliveries, messages being sent' : 'deliveries, no messages due',
        kind: 'deliver',
        concurrency: run.concurrency,
        seconds,
        bytesPerSecond: Infinity,
      });
      const processes = watch.stop();
      const cores = Object.fromEntries(processes.map((p) => [p.name, p.cpuCores]));
      return { figures, cores, otherCores: otherWork(machine.busyCores(), processes).otherCores };
    };
    const statements = await statementStats(db);
    const holdJobs = (until: Date) =>
      db.query(`UPDATE pgboss.job SET start_after = $1 WHERE name = $2 AND state = 'created'`, [
        until,
        JOBS.sendFamilyMessage.name,
      ]);
    const hold = async () => {
      await holdJobs(new Date(Date.now() + HELD_FOR_MS));
      // The batch the worker holds when its jobs are held ends within a poll or two.
      await sleep(5_000);
    };
    await hold();
    // The tables just written settle first, so the runs all meet the same database.
    await db.query('VACUUM ANALYZE family_messages, pgboss.job, vouchers');
    await db.query('CHECKPOINT');
    // The instance's first deliveries (its compiled code, its connections' prepared statements)
    // go before any run that counts.
    await deliveries(false, Math.min(WARM_UP_SECONDS, run.seconds));

    const runs: DeliveriesRun[] = [];
    let sendingSeconds = 0;
    for (let round = 0; round <= run.rounds; round += 1) {
      if (round > 0) {
        await statements.reset();
        const from = new Date();
        await holdJobs(from);
        mark(`sending ${round}`);
        const sendingRun = await deliveries(true, run.seconds);
        mark(`sending ${round} end`);
        const sent = await sentSince(db, from);
        sendingSeconds += (Date.now() - from.getTime()) / 1000;
        await statements.print(`sending ${round}`);
        await hold();
        runs.push({ sending: true, ...sendingRun, sent });
      }
      await statements.reset();
      mark(`quiet ${round}`);
      runs.push({ sending: false, ...(await deliveries(false, run.seconds)), sent: 0 });
      mark(`quiet ${round} end`);
      await statements.print(`quiet ${round}`);
    }

    // 3. The sends alone, against the same processes idle just before.
    const idleWatch = watchProcesses(watched);
    await sleep(ALONE_SECONDS * 1000);
    const idleCores = Object.fromEntries(idleWatch.stop().map((p) => [p.name, p.cpuCores]));
    const aloneFrom = new Date();
    await statements.reset();
    await holdJobs(aloneFrom);
    mark('alone');
    const aloneWatch = watchProcesses(watched);
    await sleep(ALONE_SECONDS * 1000);
    const aloneCores = Object.fromEntries(aloneWatch.stop().map((p) => [p.name, p.cpuCores]));
    mark('alone end');
    await statements.print('alone');
    const aloneSent = await sentSince(db, aloneFrom);
    const aloneSeconds = (Date.now() - aloneFrom.getTime()) / 1000;
    await holdJobs(new Date(Date.now() + HELD_FOR_MS));

    const sentDuringDeliveries = runs.reduce((sum, r) => sum + r.sent, 0);
    const pairs = runs.flatMap((r, i) =>
      r.sending ? [effect([r.figures], [runs[i - 1]!.figures, runs[i + 1]!.figures])] : [],
    );
    const figuresOf = (sending: boolean) =>
      runs.filter((r) => r.sending === sending).map((r) => r.figures);
    return {
      queued: Number(queued),
      queueSeconds: Math.round(queueSeconds * 10) / 10,
      queuedPerSecond: Math.round(Number(queued) / queueSeconds),
      queuedOneByOne: oneByOne.length,
      oneByOnePerSecond: Math.round(oneByOne.length / oneByOneSeconds),
      oneByOneQueuedSeconds: Math.round(oneByOneQueuedSeconds * 10) / 10,
      oneByOneLagSeconds: Math.round(oneByOneLagSeconds * 10) / 10,
      sentWhileQueueing,
      sentDuringDeliveries,
      sentPerSecond: Math.round((sentDuringDeliveries / sendingSeconds) * 10) / 10,
      runs,
      pairs,
      overall: effect(figuresOf(true), figuresOf(false)),
      sendsAlone: {
        sentPerSecond: Math.round((aloneSent / aloneSeconds) * 10) / 10,
        cores: aloneCores,
        idleCores,
      },
    };
  } finally {
    await jobs.stop();
    await db.close();
  }
}
