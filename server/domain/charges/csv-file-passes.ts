import type { FileStore } from '../../files/file-store.ts';
import type { CsvPassAsk, CsvPassFeed } from './csv-worker-protocol.ts';

/** Opens the stored file from its start for one pass; throws when it cannot. */
export type OpenStoredFile = () => Promise<AsyncIterable<Uint8Array>>;

/** A stored file, opened afresh for each pass (a file gone from the store fails the pass). */
export function storedFile(files: FileStore, fileId: string): OpenStoredFile {
  return async () => {
    const pieces = await files.readStream(fileId);
    if (pieces === null) throw new Error('the charge file is missing from the file store');
    return pieces;
  };
}

interface Pass {
  pieces: Promise<AsyncIterator<Uint8Array>>;
}

/**
 * The main thread's side of one task's file (csv-worker-protocol.ts): each pass the worker opens
 * is a fresh read of the stored file, handed over one piece per pull, so the instance holds a
 * piece or two of it at a time, never the file. A sealed file's tag is checked at the end of the
 * read (data-protection.ts `openStream`), so the worker hears that a pass ended only once its
 * bytes proved whole. A pass that breaks off (a bad tag, the store unreachable) fails the task
 * whatever the worker makes of it: `failure` keeps the first such error for the task to throw.
 */
export class FilePasses {
  private readonly passes = new Map<number, Pass>();
  private closed = false;
  failure: Error | null = null;

  constructor(
    readonly task: number,
    private readonly open: OpenStoredFile,
    private readonly feed: (feed: CsvPassFeed) => void,
  ) {}

  /** A worker's ask; one for another task (left over from an earlier one) is ignored. */
  handle(ask: CsvPassAsk): void {
    if (ask.task !== this.task || this.closed) return;
    if (ask.kind === 'cancel') void this.leave(ask.pass);
    else void this.pull(ask.pass);
  }

  private async pull(id: number): Promise<void> {
    let pass = this.passes.get(id);
    if (pass === undefined) {
      pass = { pieces: this.open().then((pieces) => pieces[Symbol.asyncIterator]()) };
      this.passes.set(id, pass);
    }
    try {
      const pieces = await pass.pieces;
      let next = await pieces.next();
      while (!next.done && next.value.length === 0) next = await pieces.next();
      // Left by the worker (or the task over) while the piece was read: nobody wants it.
      if (this.passes.get(id) !== pass) return;
      if (next.done) {
        this.passes.delete(id);
        this.feed({ kind: 'pass-end', pass: id });
      } else this.feed({ kind: 'piece', pass: id, bytes: next.value });
    } catch (error) {
      if (this.passes.get(id) !== pass) return;
      this.passes.delete(id);
      this.failure ??= error instanceof Error ? error : new Error(String(error));
      this.feed({ kind: 'pass-failed', pass: id, message: String(error) });
    }
  }

  /** Stops reading a pass: its file handle or connection is closed. */
  private async leave(id: number): Promise<void> {
    const pass = this.passes.get(id);
    if (pass === undefined) return;
    this.passes.delete(id);
    try {
      await (await pass.pieces).return?.();
    } catch {
      // A pass nobody reads any more: how it ends tells nothing.
    }
  }

  /** The task is over: every pass still open is left. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.passes.keys()].map((id) => this.leave(id)));
  }
}
