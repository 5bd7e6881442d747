import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserCompressor,
  preparePhoto,
  warmCompressor,
  type PhotoCompressor,
} from '#src/features/delivery/photo/compression/compress-photo.ts';
import { compressInPlace } from '#src/features/delivery/photo/compression/compress-in-place.ts';
import type {
  CompressReply,
  CompressRequest,
} from '#src/features/delivery/photo/compression/photo-compression.ts';
import { photoFile } from './leader-flow-harness.tsx';

const library = vi.hoisted(() => ({
  calls: [] as { file: File; options: Record<string, unknown> }[],
}));

vi.mock('browser-image-compression', () => ({
  default: async (file: File, options: Record<string, unknown>) => {
    library.calls.push({ file, options });
    return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: String(options.fileType) });
  },
}));

/** A worker double: answers each request as told and records what it was sent. */
class FakeWorker {
  static created: FakeWorker[] = [];
  sent: CompressRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<CompressReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor(private readonly answer: (request: CompressRequest) => CompressReply | 'crash') {
    FakeWorker.created.push(this);
  }
  postMessage(request: CompressRequest) {
    this.sent.push(request);
    queueMicrotask(() => {
      const reply = this.answer(request);
      if (reply === 'crash') this.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
      else this.onmessage?.({ data: reply } as MessageEvent<CompressReply>);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

function compressor(answer: ((request: CompressRequest) => CompressReply | 'crash') | null) {
  const compressHere = vi.fn<PhotoCompressor['compressHere']>(async (file, type) => ({
    file: new File([file], `na-pagina-${file.name}`, { type }),
    width: 800,
    height: 600,
  }));
  const fake: PhotoCompressor = {
    createWorker: () => (answer ? (new FakeWorker(answer) as unknown as Worker) : null),
    compressHere,
  };
  return { fake, compressHere };
}

const compressedInWorker = (request: CompressRequest): CompressReply => ({
  kind: 'done',
  file: new File([new Uint8Array(10)], `no-worker-${request.file.name}`, { type: request.type }),
  width: 1600,
  height: 900,
});

afterEach(() => {
  FakeWorker.created = [];
  library.calls = [];
  vi.unstubAllGlobals();
});

describe('preparing a photo', () => {
  it('compresses a jpeg in the worker; the page does not compress', async () => {
    const { fake, compressHere } = compressor(compressedInWorker);
    const picked = photoFile.jpeg('familia.jpg');
    const result = await preparePhoto(picked, fake);

    expect(result).toEqual({
      ok: true,
      photo: {
        file: expect.objectContaining({ name: 'no-worker-familia.jpg', type: 'image/jpeg' }),
        originalSize: picked.size,
        width: 1600,
        height: 900,
      },
    });
    const [worker] = FakeWorker.created;
    expect(worker?.sent).toEqual([{ file: picked, type: 'image/jpeg' }]);
    expect(worker?.terminated).toBe(true);
    expect(compressHere).not.toHaveBeenCalled();
  });

  it('a worker warmed before the pick does the first photo; the next one starts its own; a release ends an unused one', async () => {
    const { fake } = compressor(compressedInWorker);
    warmCompressor(fake);
    warmCompressor(fake); // the field drawn twice still warms one
    expect(FakeWorker.created).toHaveLength(1);
    const [warm] = FakeWorker.created;

    const picked = photoFile.jpeg('familia.jpg');
    expect((await preparePhoto(picked, fake)).ok).toBe(true);
    expect(FakeWorker.created).toHaveLength(1);
    expect(warm?.sent).toEqual([{ file: picked, type: 'image/jpeg' }]);

    expect((await preparePhoto(photoFile.jpeg('outra.jpg'), fake)).ok).toBe(true);
    expect(FakeWorker.created).toHaveLength(2);

    const release = warmCompressor(fake);
    const unused = FakeWorker.created[2];
    release();
    expect(unused?.terminated).toBe(true);
    expect(unused?.sent).toEqual([]);
  });

  it('refuses a GIF with the text docs/product.md R6.8 requires, and a non-image in pt-BR, before any compression', async () => {
    const { fake, compressHere } = compressor(compressedInWorker);
    expect(await preparePhoto(photoFile.gif(), fake)).toEqual({
      ok: false,
      message: 'Only support jpeg, jpg, png type',
    });
    expect(await preparePhoto(photoFile.pdf(), fake)).toEqual({
      ok: false,
      message: 'O arquivo escolhido não é uma imagem. Escolha uma foto JPG ou PNG.',
    });
    // The bytes decide, not the name or declared type.
    const gifCalledPng = new File([photoFile.gif()], 'foto.png', { type: 'image/png' });
    expect(await preparePhoto(gifCalledPng, fake)).toEqual({
      ok: false,
      message: 'Only support jpeg, jpg, png type',
    });
    const webp = new File([new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')], 'foto', { type: '' });
    expect(await preparePhoto(webp, fake)).toEqual({
      ok: false,
      message: 'Only support jpeg, jpg, png type',
    });
    expect(FakeWorker.created).toHaveLength(0);
    expect(compressHere).not.toHaveBeenCalled();
  });

  it('takes a png without a declared type by its bytes', async () => {
    const { fake } = compressor(compressedInWorker);
    const untyped = new File([photoFile.png()], 'camera', { type: '' });
    expect(await preparePhoto(untyped, fake)).toMatchObject({ ok: true });
    expect(FakeWorker.created[0]?.sent[0]?.type).toBe('image/png');
  });

  it('compresses in the page only when no worker can: none, failed to start, or cannot decode there', async () => {
    const none = compressor(null);
    expect(await preparePhoto(photoFile.jpeg(), none.fake)).toMatchObject({
      ok: true,
      photo: { file: { name: 'na-pagina-entrega.jpg' } },
    });
    expect(none.compressHere).toHaveBeenCalledTimes(1);

    const crashed = compressor(() => 'crash');
    expect(await preparePhoto(photoFile.jpeg(), crashed.fake)).toMatchObject({ ok: true });
    expect(crashed.compressHere).toHaveBeenCalledTimes(1);

    const safari = compressor(() => ({ kind: 'unsupported' }));
    expect(await preparePhoto(photoFile.png(), safari.fake)).toMatchObject({ ok: true });
    expect(safari.compressHere).toHaveBeenCalledWith(expect.any(File), 'image/png');
  });

  it('an unreadable image is refused with a pt-BR message', async () => {
    const { fake, compressHere } = compressor(() => ({ kind: 'failed' }));
    expect(await preparePhoto(photoFile.jpeg(), fake)).toEqual({
      ok: false,
      message: 'Não foi possível ler esta foto. Tente outra.',
    });
    expect(compressHere).not.toHaveBeenCalled();
  });

  it('the worker is a module worker of our own origin (never the library CDN worker)', () => {
    const created: { url: URL; options: WorkerOptions }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options: WorkerOptions) {
          created.push({ url, options });
        }
      },
    );
    browserCompressor.createWorker();
    expect(created).toHaveLength(1);
    expect(created[0]?.options.type).toBe('module');
    expect(created[0]?.url.pathname).toMatch(
      /\/src\/features\/delivery\/photo\/compression\/compress-photo\.worker\.ts$/,
    );
    expect(created[0]?.url.href).not.toMatch(/cdn|jsdelivr/);
  });
});

describe('compression settings (docs/product.md R6.8, R9.10)', () => {
  it('quality 0.7, long edge 1600 px, at most 500 KB, never the library worker', async () => {
    const result = await compressInPlace(photoFile.jpeg('familia.jpg'), 'image/jpeg');
    expect(library.calls).toHaveLength(1);
    expect(library.calls[0]?.options).toMatchObject({
      initialQuality: 0.7,
      maxWidthOrHeight: 1600,
      useWebWorker: false,
      maxSizeMB: 500 / 1024,
      fileType: 'image/jpeg',
    });
    expect(result.file).toBeInstanceOf(File);
    expect(result.file).toMatchObject({ name: 'familia.jpg', type: 'image/jpeg' });
  });

  it('reads a png picked without a type as png and sends it as a JPEG, much lighter on mobile data', async () => {
    const result = await compressInPlace(
      new File([photoFile.png()], 'recibo.png', { type: '' }),
      'image/png',
    );
    expect(library.calls[0]?.file.type).toBe('image/png');
    expect(library.calls[0]?.options.fileType).toBe('image/jpeg');
    expect(result.file).toMatchObject({ name: 'recibo.jpg', type: 'image/jpeg' });
  });
});
