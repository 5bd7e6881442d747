/**
 * The worker reads a stored charge file once per pass (encoding, bounds, lines), each pass read
 * from the store afresh and pulled a piece at a time (decision 067). A sealed file's tag is
 * checked at the end of each read: whichever pass finds its bytes changed, even the lines pass
 * after every line was validated and spooled, fails the load, and nothing of the file is applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import { runChargeJob } from '#server/domain/charges/charge-job.ts';
import { insertPendingCharge } from '#server/domain/charges/charge-queries.ts';
import type { FileStore } from '#server/files/file-store.ts';
import { DataProtectionError } from '#server/privacy/data-protection.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { demo, startTestServer, type TestServer } from './harness.ts';
import { firstDonationOf } from './route-fixtures.ts';

let server: TestServer;
let donationId: string;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  donationId = await firstDonationOf(server, demo.joao, 1);
  userId = await server.userId(demo.admin);
});

afterAll(async () => {
  await server?.close();
});

/** 3,000 cards (three chunks of lines) for one donation, their codes starting with `prefix`. */
const voucherFile = (prefix: string) => {
  const lines = ['voucherId;donationId'];
  for (let i = 0; i < 3_000; i += 1) lines.push(`${prefix}-${i};${donationId}`);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
};

const cardCount = async () =>
  Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vouchers'))[0]!.n);
const statusOf = async (loadId: string) =>
  (
    await server.db.query<{ status: string }>('SELECT status FROM loads WHERE id = $1', [loadId])
  )[0]!.status;

/** Stores a file and records its load as an upload would, without a job: the test runs the last try itself. */
async function pendingLoad(bytes: Uint8Array): Promise<{ loadId: string; fileId: string }> {
  const loadId = crypto.randomUUID();
  const fileId = await server.deps.files.save(bytes, 'text/csv', 'cartoes.csv');
  await insertPendingCharge(server.db, {
    id: loadId,
    fileName: 'cartoes.csv',
    type: 'voucher',
    fileId,
    createdBy: userId,
    createdAt: new Date(),
  });
  return { loadId, fileId };
}

async function lastTry(loadId: string, files: FileStore = server.deps.files): Promise<void> {
  const errorLog = console.error;
  console.error = () => undefined; // the expected failure is logged by the job
  try {
    await runChargeJob({ ...server.deps, files }, { data: { loadId }, finalAttempt: true });
  } finally {
    console.error = errorLog;
  }
}

/**
 * The store, its reads handed out in 4 KB pieces (so the lines pass sends chunks before it
 * ends); read number `failing` (from 1) fails its tag at its end, as a file changed between two
 * passes would. `reads` tells how many reads were opened and which one reached its end.
 */
function storeFailingRead(failing: number) {
  const reads: { ended: boolean }[] = [];
  const files: FileStore = {
    ...server.deps.files,
    readStream: async (id) => {
      const pieces = await server.deps.files.readStream(id);
      if (pieces === null) return null;
      const read = { ended: false };
      reads.push(read);
      const number = reads.length;
      return (async function* () {
        for await (const piece of pieces) {
          for (let at = 0; at < piece.length; at += 4096) yield piece.subarray(at, at + 4096);
        }
        read.ended = true;
        if (number === failing)
          throw new DataProtectionError('arquivo cifrado alterado ou de outro lugar');
      })();
    },
    save: (...args) => server.deps.files.save(...args),
    saveStream: (...args) => server.deps.files.saveStream(...args),
    read: (id) => server.deps.files.read(id),
    remove: (id) => server.deps.files.remove(id),
    signedUrl: (id, request) => server.deps.files.signedUrl(id, request),
  };
  return { files, reads };
}

describe('a stored charge file whose bytes change', () => {
  it('fails its load when it was changed on disk, and applies nothing', async () => {
    const { loadId, fileId } = await pendingLoad(voucherFile('ALTERADO'));
    const file = path.join(server.dataDir, 'files', fileId);
    const sealed = await fs.readFile(file);
    const at = sealed.length - 100;
    sealed[at] = sealed[at]! ^ 0x01;
    await fs.writeFile(file, sealed);
    const before = await cardCount();

    await expect(lastTry(loadId)).rejects.toThrow(DataProtectionError);
    expect(await statusOf(loadId)).toBe(CHARGE_STATUS.failed);
    expect(await cardCount()).toBe(before);
  });

  it('fails its load whichever pass finds it changed, the lines pass included, and applies nothing', async () => {
    // An untouched file first: how many reads a load makes.
    const whole = storeFailingRead(0);
    const good = await pendingLoad(voucherFile('INTEIRO'));
    const before = await cardCount();
    await lastTry(good.loadId, whole.files);
    expect(await statusOf(good.loadId)).toBe(CHARGE_STATUS.success);
    expect(await cardCount()).toBe(before + 3_000);
    // Encoding, bounds, lines: at least three reads go to the end of the file.
    expect(whole.reads.filter((read) => read.ended).length).toBeGreaterThanOrEqual(3);

    for (let failing = 1; failing <= whole.reads.length; failing += 1) {
      const { files, reads } = storeFailingRead(failing);
      const { loadId } = await pendingLoad(voucherFile(`PASSO${failing}`));
      const cards = await cardCount();
      const outcome = await lastTry(loadId, files).then(
        () => 'loaded',
        (error: unknown) => (error instanceof DataProtectionError ? 'refused' : String(error)),
      );
      // A read the worker left early (the first bytes, to spot a binary file) never reaches the tag.
      const reachedTag = reads[failing - 1]!.ended;
      expect({ failing, outcome }).toEqual({ failing, outcome: reachedTag ? 'refused' : 'loaded' });
      expect(await statusOf(loadId)).toBe(
        reachedTag ? CHARGE_STATUS.failed : CHARGE_STATUS.success,
      );
      expect(await cardCount()).toBe(reachedTag ? cards : cards + 3_000);
    }
  }, 60_000);
});
