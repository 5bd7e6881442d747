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
 * 2. Deliveries at a fixed concurrency with no message due, then while the instance's worker
 *    sends the queued messages through the local provider, then with none due again: the
 *    messages sent per second, and the deliveries' latency (p50, p95) and rate beside the sends
 *    against the runs without them.
 */
import type { Db } from '#server/db/db.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { JOBS } from '#server/jobs/server-jobs.ts';
import { requestMessageQueueing } from '#server/domain/messages/message-queue.ts';
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import { phoneKey, voucherField } from '#server/privacy/sealed-fields.ts';
import { sleep, type BenchContext } from '../bench-context.ts';
import type { ScenarioFigures } from '../recorder.ts';
import { watchProcesses, type WatchedProcess } from '../proc-stats.ts';
import { uploadScenario } from './uploads.ts';

const QUEUE_CONCURRENCY = 8;
/** Cards queued one transaction each, beside the campaign's count: enough for a steady rate. */
const PER_DELIVERY = 5_000;
const INSERT_BATCH = 5_000;
const POLL_MS = 100;
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Send jobs are held this far ahead outside the sending run. */
const HELD_FOR_MS = 6 * 3600 * 1000;

export interface MessagesRun {
  /** Consented deliveries whose messages are queued. */
  count: number;
  /** Length of each deliveries run, without and with messages being sent. */
  seconds: number;
  /** Leaders delivering at once in both runs. */
  concurrency: number;
  /** The instance and PostgreSQL, whose CPU each deliveries run records. */
  watched: WatchedProcess[];
}

/** Cores each watched process used over a run, by name. */
export type CoresByProcess = Record<string, number>;

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
  /** Messages the local provider took during the deliveries run beside them. */
  sentDuringDeliveries: number;
  sentPerSecond: number;
  /** Deliveries before the sends, beside them, and after them. */
  quiet: ScenarioFigures;
  sending: ScenarioFigures;
  quietAfter: ScenarioFigures;
  /**
   * How much fewer deliveries per second with messages being sent than the mean of the runs
   * without, in percent (negative: more).
   */
  deliveriesSlowerPercent: number;
  /** A delivery's latency beside the sends over the mean without them (the target: at most 1.10). */
  p50Ratio: number;
  p95Ratio: number;
  /** What the sends cost the machine: the cores used in each deliveries run. */
  cores: { quiet: CoresByProcess; sending: CoresByProcess; quietAfter: CoresByProcess };
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

    // 2. Deliveries with nothing due, while the worker sends the queued messages, and with
    //    nothing due again: the runs without sends on either side, so a drift of the machine or
    //    the database over the runs does not pass for the sends' cost.
    const cores = {} as MessagesFigures['cores'];
    const deliveries = async (scenario: string, phase: keyof MessagesFigures['cores']) => {
      const watch = watchProcesses(watched);
      const { commands: _commands, ...figures } = await uploadScenario(ctx, {
        scenario,
        kind: 'deliver',
        concurrency: run.concurrency,
        seconds: run.seconds,
        bytesPerSecond: Infinity,
      });
      cores[phase] = Object.fromEntries(watch.stop().map((p) => [p.name, p.cpuCores]));
      return figures;
    };
    const holdJobs = (until: Date) =>
      db.query(`UPDATE pgboss.job SET start_after = $1 WHERE name = $2 AND state = 'created'`, [
        until,
        JOBS.sendFamilyMessage.name,
      ]);
    await holdJobs(new Date(Date.now() + HELD_FOR_MS));
    // The batch the worker holds when its jobs are held ends within a poll or two.
    await sleep(5_000);
    // The tables just written settle first, so the runs all meet the same database.
    await db.query('VACUUM ANALYZE family_messages, pgboss.job, vouchers');
    await db.query('CHECKPOINT');
    const quiet = await deliveries('deliveries, no messages due', 'quiet');
    const sendsFrom = new Date();
    await holdJobs(sendsFrom);
    const sending = await deliveries('deliveries, messages being sent', 'sending');
    const sentDuringDeliveries = await sentSince(db, sendsFrom);
    const sendingSeconds = (Date.now() - sendsFrom.getTime()) / 1000;
    await holdJobs(new Date(Date.now() + HELD_FOR_MS));
    // The batch the worker holds when its jobs are held again ends within a poll or two.
    await sleep(5_000);
    const quietAfter = await deliveries('deliveries, no messages due again', 'quietAfter');
    const without = {
      unitsPerSecond: (quiet.unitsPerSecond + quietAfter.unitsPerSecond) / 2,
      p50Ms: (quiet.p50Ms + quietAfter.p50Ms) / 2,
      p95Ms: (quiet.p95Ms + quietAfter.p95Ms) / 2,
    };
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
      quiet,
      sending,
      quietAfter,
      deliveriesSlowerPercent: -percentMore(sending.unitsPerSecond, without.unitsPerSecond),
      p50Ratio: ratio(sending.p50Ms, without.p50Ms),
      p95Ratio: ratio(sending.p95Ms, without.p95Ms),
      cores,
    };
  } finally {
    await jobs.stop();
    await db.close();
  }
}
