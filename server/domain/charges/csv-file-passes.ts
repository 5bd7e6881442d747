import type { FileStore } from '../../files/file-store.ts';
import type { CsvPassAsk, CsvPassFeed } from './csv-worker-protocol.ts';

export type OpenStoredFile = () => Promise<AsyncIterable<Uint8Array>>;

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

/** One piece per pull, never the file; a pass ends only once its tag proved the bytes whole. */
export class FilePasses {
  private readonly passes = new Map<number, Pass>();
  private closed = false;
  failure: Error | null = null;

  constructor(
    readonly task: number,
    private readonly open: OpenStoredFile,
    private readonly feed: (feed: CsvPassFeed) => void,
  ) {}

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

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.passes.keys()].map((id) => this.leave(id)));
  }
}
