import { photoCopy } from './photo-copy.ts';
import type { CompressedPhoto } from './compress-in-place.ts';
import {
  checkPhotoType,
  type PhotoType,
  type CompressReply,
  type CompressRequest,
} from './photo-compression.ts';
import type { PreparedPhoto } from './prepared-photo.ts';

export type PreparePhotoResult =
  { ok: true; photo: PreparedPhoto } | { ok: false; message: string };

/** Where compression runs; tests pass fakes. */
export interface PhotoCompressor {
  /** A module worker from our own origin, or null when this browser has none. */
  createWorker: () => Worker | null;
  /** The fallback in the page, used only when no worker can do the work. */
  compressHere: (file: File, type: PhotoType) => Promise<CompressedPhoto>;
}

export const browserCompressor: PhotoCompressor = {
  createWorker: () =>
    typeof Worker === 'function'
      ? new Worker(new URL('./compress-photo.worker.ts', import.meta.url), {
          type: 'module',
          name: 'compress-photo',
        })
      : null,
  // Loaded on demand: browser-image-compression stays out of the screens' bundles.
  compressHere: async (file, type) =>
    (await import('./compress-in-place.ts')).compressInPlace(file, type),
};

type WorkerOutcome = CompressReply | { kind: 'workerFailed' };

function compressInWorker(worker: Worker, request: CompressRequest): Promise<WorkerOutcome> {
  return new Promise<WorkerOutcome>((resolve) => {
    worker.onmessage = (event: MessageEvent<CompressReply>) => resolve(event.data);
    // The script could not load or crashed: the same as having no worker.
    worker.onerror = (event) => {
      event.preventDefault();
      resolve({ kind: 'workerFailed' });
    };
    worker.onmessageerror = () => resolve({ kind: 'workerFailed' });
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

function startWorker(compressor: PhotoCompressor): Worker | null {
  try {
    return compressor.createWorker();
  } catch {
    return null; // e.g. a content security policy without worker-src
  }
}

/** A worker started before the photo is picked, waiting for the next preparePhoto of its compressor. */
const warmWorkers = new Map<PhotoCompressor, Worker>();

/**
 * Starts the worker while the leader frames the photo, so its script is fetched and compiled
 * before she picks it: on a slow phone that start is a large part of the wait. Returns the
 * release for a form that closes without a photo.
 */
export function warmCompressor(compressor: PhotoCompressor = browserCompressor): () => void {
  if (!warmWorkers.has(compressor)) {
    const worker = startWorker(compressor);
    if (worker) warmWorkers.set(compressor, worker);
  }
  return () => {
    const worker = warmWorkers.get(compressor);
    warmWorkers.delete(compressor);
    worker?.terminate();
  };
}

function takeWorker(compressor: PhotoCompressor): Worker | null {
  const warm = warmWorkers.get(compressor);
  warmWorkers.delete(compressor);
  return warm ?? startWorker(compressor);
}

/**
 * Checks the type from the bytes, then compresses (quality 0.7, long edge ≤ 1600 px) in a
 * worker, or in the page only when no worker can run it. Never throws: a refusal comes back
 * with the text to show: pt-BR, or the exact one docs/product.md R6.8 requires.
 */
export async function preparePhoto(
  file: File,
  compressor: PhotoCompressor = browserCompressor,
): Promise<PreparePhotoResult> {
  const check = await checkPhotoType(file);
  if (!check.ok) return check;

  const worker = takeWorker(compressor);
  let outcome: WorkerOutcome = worker
    ? await compressInWorker(worker, { file, type: check.type })
    : { kind: 'workerFailed' };
  if (outcome.kind === 'workerFailed' || outcome.kind === 'unsupported') {
    try {
      outcome = { kind: 'done', ...(await compressor.compressHere(file, check.type)) };
    } catch {
      outcome = { kind: 'failed' };
    }
  }
  if (outcome.kind !== 'done') return { ok: false, message: photoCopy.unreadable };
  return {
    ok: true,
    photo: {
      file: outcome.file,
      originalSize: file.size,
      width: outcome.width,
      height: outcome.height,
    },
  };
}
