import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  type Cipher,
  type CipherGCM,
  type Decipher,
} from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DataKeyring } from './data-keys.ts';

/** The same CPF hashes alike wherever it is stored. */
export type HashKind = 'cpf' | 'phone' | 'email' | 'request' | 'public';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_BYTES_MAGIC = Buffer.from('CSP1');

export class DataProtectionError extends Error {}

function keyIdOf(stored: string): string | null {
  const dot = stored.indexOf('.');
  return dot > 0 ? stored.slice(0, dot) : null;
}

/** `context` is associated data, so a value cannot move to another row or column unnoticed. */
export class DataProtection {
  constructor(readonly keyring: DataKeyring) {}

  get activeEncryptionKey(): string {
    return this.keyring.encryption.active;
  }

  get activeHashKey(): string {
    return this.keyring.hashing.active;
  }

  private encryptionKey(id: string): Buffer {
    const key = this.keyring.encryption.keys.get(id);
    if (!key) throw new DataProtectionError(`chave de dados ${id} ausente`);
    return key;
  }

  seal(plain: string, context: string): string {
    const id = this.keyring.encryption.active;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey(id), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${id}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  sealOrNull(plain: string | null | undefined, context: string): string | null {
    return plain === null || plain === undefined || plain === '' ? null : this.seal(plain, context);
  }

  open(sealed: string, context: string): string {
    const id = keyIdOf(sealed);
    if (id === null) throw new DataProtectionError('valor cifrado sem id de chave');
    const raw = Buffer.from(sealed.slice(id.length + 1), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES)
      throw new DataProtectionError('valor cifrado curto demais');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.encryptionKey(id),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new DataProtectionError('valor cifrado alterado ou de outro lugar');
    }
  }

  openOrNull(sealed: string | null | undefined, context: string): string | null {
    return sealed === null || sealed === undefined ? null : this.open(sealed, context);
  }

  needsRotation(stored: string, purpose: 'encryption' | 'hashing'): boolean {
    return keyIdOf(stored) !== this.keyring[purpose].active;
  }

  private mac(keyId: string, kind: HashKind, value: string): string {
    const key = this.keyring.hashing.keys.get(keyId)!;
    return `${keyId}.${createHmac('sha256', key).update(`${kind}\u0000${value}`, 'utf8').digest('base64url')}`;
  }

  hash(kind: HashKind, normalized: string): string {
    return this.mac(this.keyring.hashing.active, kind, normalized);
  }

  hashOrNull(kind: HashKind, normalized: string | null | undefined): string | null {
    return normalized === null || normalized === undefined || normalized === ''
      ? null
      : this.hash(kind, normalized);
  }

  hashes(kind: HashKind, normalized: string): string[] {
    const active = this.keyring.hashing.active;
    return [active, ...[...this.keyring.hashing.keys.keys()].filter((id) => id !== active)].map(
      (id) => this.mac(id, kind, normalized),
    );
  }

  hashMatches(kind: HashKind, normalized: string, stored: string): boolean {
    const id = keyIdOf(stored);
    return (
      id !== null && this.keyring.hashing.keys.has(id) && this.mac(id, kind, normalized) === stored
    );
  }

  sealBytes(plain: Uint8Array, context: string): Uint8Array {
    const { cipher, frame } = this.byteSealer(context);
    return frame(Buffer.concat([cipher.update(plain), cipher.final()]));
  }

  /**
   * A turn of the event loop between slices, so a large file never holds /healthz and other
   * requests.
   */
  async sealBytesInSteps(plain: Uint8Array, context: string): Promise<Uint8Array> {
    const { cipher, header } = this.byteSealer(context);
    const headerLength = header(Buffer.alloc(TAG_BYTES)).length;
    const sealed = Buffer.allocUnsafeSlow(headerLength + plain.length);
    await inStepsInto(cipher, plain, sealed.subarray(headerLength));
    header(cipher.getAuthTag()).copy(sealed, 0);
    return sealed;
  }

  /** The header holds the tag, known last, so it is written at the start after the rest. */
  streamSealer(context: string): {
    headerLength: number;
    update(piece: Uint8Array): Buffer;
    finish(): { tail: Buffer; header: Buffer };
  } {
    const { cipher, header } = this.byteSealer(context);
    return {
      headerLength: header(Buffer.alloc(TAG_BYTES)).length,
      update: (piece) => cipher.update(piece),
      finish: () => {
        const tail = cipher.final();
        return { tail, header: header(cipher.getAuthTag()) };
      },
    };
  }

  /**
   * Pieces come out before the tag is checked: a reader must not act on them until they have ended.
   */
  async *openStream(
    pieces: AsyncIterable<Uint8Array>,
    context: string,
    sealedOnly = false,
  ): AsyncGenerator<Uint8Array> {
    let head: Buffer | null = Buffer.alloc(0);
    let decipher: Decipher | null = null;
    for await (const piece of pieces) {
      if (piece.length === 0) continue;
      if (head === null) {
        yield decipher ? decipher.update(piece) : piece;
        continue;
      }
      head = Buffer.concat([head, piece]);
      const header = sealedHeader(head);
      if (header === 'short') continue;
      if (header === null && sealedOnly) throw new DataProtectionError(TAMPERED_FILE);
      const body = header === null ? head : head.subarray(header.bodyOffset);
      if (header !== null) decipher = this.decipherFor(header, context);
      head = null;
      if (body.length > 0) yield decipher ? decipher.update(body) : body;
    }
    if (head !== null && (sealedOnly || sealedHeader(head, true) === 'short'))
      throw new DataProtectionError(TAMPERED_FILE);
    if (head !== null && head.length > 0) yield head;
    if (decipher) yield opened(() => decipher.final());
  }

  sealedBytesKey(bytes: Uint8Array): string | null {
    const header = sealedHeader(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      true,
    );
    return header === null || header === 'short' ? null : header.keyId;
  }

  openBytes(bytes: Uint8Array, context: string): Uint8Array {
    const opener = this.byteOpener(bytes, context);
    if (opener === null) return bytes;
    return opened(() =>
      Buffer.concat([opener.decipher.update(opener.body), opener.decipher.final()]),
    );
  }

  async openBytesInSteps(bytes: Uint8Array, context: string): Promise<Uint8Array> {
    const opener = this.byteOpener(bytes, context);
    if (opener === null) return bytes;
    try {
      const plain = new Uint8Array(opener.body.length);
      await inStepsInto(opener.decipher, opener.body, plain);
      return plain;
    } catch {
      throw new DataProtectionError(TAMPERED_FILE);
    }
  }

  private byteSealer(context: string): {
    cipher: CipherGCM;
    header: (tag: Buffer) => Buffer;
    frame: (body: Buffer) => Uint8Array;
  } {
    const id = this.keyring.encryption.active;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey(id), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const idBytes = Buffer.from(id, 'ascii');
    const header = (tag: Buffer) =>
      Buffer.concat([SEALED_BYTES_MAGIC, Buffer.from([idBytes.length]), idBytes, iv, tag]);
    return { cipher, header, frame: (body) => Buffer.concat([header(cipher.getAuthTag()), body]) };
  }

  private byteOpener(
    bytes: Uint8Array,
    context: string,
  ): { decipher: Decipher; body: Buffer } | null {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const header = sealedHeader(buffer, true);
    if (header === 'short') throw new DataProtectionError(TAMPERED_FILE);
    if (header === null) return null;
    return {
      decipher: this.decipherFor(header, context),
      body: buffer.subarray(header.bodyOffset),
    };
  }

  private decipherFor(header: SealedHeader, context: string): Decipher {
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey(header.keyId), header.iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(header.tag);
    return decipher;
  }
}

interface SealedHeader {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  bodyOffset: number;
}

function sealedHeader(buffer: Buffer, whole = false): SealedHeader | null | 'short' {
  const magic = SEALED_BYTES_MAGIC.length;
  if (buffer.length < magic + 1) {
    const maybeSealed =
      !whole && buffer.length > 0 && SEALED_BYTES_MAGIC.subarray(0, buffer.length).equals(buffer);
    return maybeSealed ? 'short' : null;
  }
  if (!buffer.subarray(0, magic).equals(SEALED_BYTES_MAGIC)) return null;
  const idEnd = magic + 1 + buffer[magic]!;
  const bodyOffset = idEnd + IV_BYTES + TAG_BYTES;
  if (buffer.length < bodyOffset) return 'short';
  return {
    keyId: buffer.subarray(magic + 1, idEnd).toString('ascii'),
    iv: buffer.subarray(idEnd, idEnd + IV_BYTES),
    tag: buffer.subarray(idEnd + IV_BYTES, bodyOffset),
    bodyOffset,
  };
}

const TAMPERED_FILE = 'arquivo cifrado alterado ou de outro lugar';

const opened = (open: () => Buffer): Uint8Array => {
  try {
    return new Uint8Array(open());
  } catch {
    throw new DataProtectionError(TAMPERED_FILE);
  }
};

const STEP_BYTES = 256 * 1024;

/**
 * Written into `output` (GCM's output is as long as its input), so no extra copy of the file is
 * made.
 */
async function inStepsInto(
  cipher: Cipher | Decipher,
  input: Uint8Array,
  output: Uint8Array,
): Promise<void> {
  let written = 0;
  const put = (piece: Buffer) => {
    if (written + piece.length > output.length)
      throw new Error('cipher output longer than its input');
    output.set(piece, written);
    written += piece.length;
  };
  for (let start = 0; start < input.length; start += STEP_BYTES) {
    put(cipher.update(input.subarray(start, start + STEP_BYTES)));
    if (start + STEP_BYTES < input.length) await nextTurn();
  }
  put(cipher.final());
  if (written !== output.length) throw new Error('cipher output shorter than its input');
}
