import { EventEmitter } from 'node:events';
import type { Db } from '../../db/db.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';

const CHECK_EVERY_MS = 500;

const finishedHere = new EventEmitter();
finishedHere.setMaxListeners(0);

export function announceChargeFinished(loadId: string): void {
  finishedHere.emit(loadId);
}

/**
 * Seen from any instance: the charge has its status and its file is gone, as the job leaves it
 * once done (a status alone would let the answer come before the file holding CPFs is removed).
 */
export async function chargeFinished(db: Db, loadId: string): Promise<boolean> {
  const [row] = await db.query<{ status: string; file_kept: boolean }>(
    `SELECT status, EXISTS (SELECT 1 FROM files WHERE id = loads.file_id) AS file_kept
       FROM loads WHERE id = $1`,
    [loadId],
  );
  return row === undefined || (row.status !== CHARGE_STATUS.processing && !row.file_kept);
}

export function waitForCharge(db: Db, loadId: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (finished: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(check);
      finishedHere.off(loadId, onFinished);
      resolve(finished);
    };
    const onFinished = () => settle(true);
    finishedHere.on(loadId, onFinished);
    const deadline = setTimeout(() => settle(false), timeoutMs);
    const check = setInterval(() => {
      chargeFinished(db, loadId).then(
        (finished) => finished && settle(true),
        () => undefined,
      );
    }, CHECK_EVERY_MS);
  });
}
