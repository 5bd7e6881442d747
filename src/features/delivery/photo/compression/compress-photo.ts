import { photoCopy } from '../photo-copy.ts';
import type { CompressedPhoto } from './compress-in-place.ts';
import {
  checkPhotoType,
  type PhotoType,
  type CompressReply,
  type CompressRequest,
} from './photo-compression.ts';
import type { PreparedPhoto } from '../prepared-photo.ts';

export type PreparePhotoResult =
  { ok: true; photo: PreparedPhoto } | { ok: false; message: string };

export interface PhotoCompressor {
  /** A module worker from our own origin, or null when this browser has none. */
  createWorker: () => Worker | null;
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

const warmWorkers = new Map<PhotoCompressor, Worker>();

/**
 * On a slow phone the worker's start is a large part of the wait, so it starts while she frames the
 * photo.
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

/** Never throws: a refusal comes back with the text to show. */
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
