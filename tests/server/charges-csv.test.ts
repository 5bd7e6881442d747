import { describe, expect, it } from 'vitest';
import { sniffCsv, type OpenBytes } from '#server/domain/charges/csv-bytes.ts';
import { openCsv, type CsvRow } from '#server/domain/charges/csv-file.ts';

/** The bytes as a stream that hands them out `size` bytes at a time (1: the worst case). */
function opener(bytes: Uint8Array, size = 1): OpenBytes {
  return () => {
    let offset = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) controller.close();
        else {
          controller.enqueue(bytes.slice(offset, offset + size));
          offset += size;
        }
      },
    });
  };
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

async function readAll(bytes: Uint8Array, size = 1) {
  const sniff = await sniffCsv(opener(bytes, size));
  if (sniff.kind !== 'text') throw new Error(`not text: ${sniff.kind}`);
  const csv = await openCsv(opener(bytes, size), sniff.encoding);
  const rows: CsvRow[] = [];
  const broken: number[] = [];
  for await (const chunk of csv.chunks(2)) {
    rows.push(...chunk.rows);
    broken.push(...chunk.brokenLines);
  }
  return { header: csv.header, rows, broken, encoding: sniff.encoding };
}

describe('sniffCsv', () => {
  it.each([
    ['UTF-8 with BOM', utf8('\uFEFFname;city\nCasa;São Paulo\n'), 'utf-8'],
    ['UTF-8 without BOM', utf8('name,city\nCasa,São Paulo\n'), 'utf-8'],
    ['Windows-1252 (Excel pt-BR)', latin1('name;city\nCasa;São Paulo\n'), 'windows-1252'],
  ])('%s is text', async (_name, bytes, encoding) => {
    expect(await sniffCsv(opener(bytes, 3))).toEqual({ kind: 'text', encoding });
  });

  it.each([
    ['an empty file', 'empty', new Uint8Array()],
    ['blank lines only', 'empty', utf8('\r\n  \r\n')],
    ['a zip/xlsx', 'binary', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])],
    ['a PDF', 'binary', utf8('%PDF-1.7\n1 0 obj')],
    ['text with NUL bytes', 'binary', new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x01])],
  ])('%s is refused as %s', async (_name, kind, bytes) => {
    expect(await sniffCsv(opener(bytes, 2))).toEqual({ kind });
  });
});

describe('openCsv', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, counting physical lines', async () => {
    const { header, rows } = await readAll(
      utf8('a;b;c\r\n"x;1";"diz ""oi""";\r\n"duas\r\nlinhas";z;\r\n\r\nfim;"";\r\n'),
    );
    expect(header!.names).toEqual(['a', 'b', 'c']);
    expect(rows.map((row) => [row.line, row.cells])).toEqual([
      [2, { a: 'x;1', b: 'diz "oi"', c: '' }],
      [3, { a: 'duas\r\nlinhas', b: 'z', c: '' }],
      [6, { a: 'fim', b: '', c: '' }],
    ]);
  });

  it.each([
    ['CR', '\r'],
    ['LF', '\n'],
  ])('reads %s line breaks and keeps a last line without one', async (_name, newline) => {
    const { rows } = await readAll(utf8(['a,b', 'c,d', 'e,f'].join(newline)), 3);
    expect(rows.map((row) => [row.line, row.cells])).toEqual([
      [2, { a: 'c', b: 'd' }],
      [3, { a: 'e', b: 'f' }],
    ]);
  });

  it('reads a file handed out one byte at a time: multi-byte characters, BOM and ; intact', async () => {
    const { header, rows, encoding } = await readAll(
      utf8(
        '\uFEFFName;City;State\r\nCentro Comunitário;São José;SC\r\n\r\nÁgua Viva;Itajaí;sc\r\n',
      ),
    );
    expect(encoding).toBe('utf-8');
    expect(header).toMatchObject({ names: ['name', 'city', 'state'], delimiter: ';' });
    expect(rows).toEqual([
      {
        line: 2,
        cells: { name: 'Centro Comunitário', city: 'São José', state: 'SC' },
        cellCount: 3,
        otherDelimiter: false,
      },
      {
        line: 4,
        cells: { name: 'Água Viva', city: 'Itajaí', state: 'sc' },
        cellCount: 3,
        otherDelimiter: false,
      },
    ]);
  });

  it('reads Windows-1252 accents', async () => {
    const { rows, encoding } = await readAll(
      latin1('name,city,state\nAção Cidadã,Florianópolis,SC\n'),
      4,
    );
    expect(encoding).toBe('windows-1252');
    expect(rows[0]!.cells).toEqual({ name: 'Ação Cidadã', city: 'Florianópolis', state: 'SC' });
  });

  it('ignores Excel’s trailing empty cells but counts real extra or missing ones', async () => {
    const { header, rows } = await readAll(
      utf8('voucherId;donationId;;\nA;SP-1;;\nB\nC;SP-2;x\nD,SP-3\n'),
      5,
    );
    expect(header!.names).toEqual(['voucherid', 'donationid']);
    expect(rows.map((r) => [r.line, r.cellCount, r.otherDelimiter])).toEqual([
      [2, 2, false],
      [3, 1, false],
      [4, 3, false],
      [5, 1, true],
    ]);
  });

  it('reports an unclosed quote as a broken line', async () => {
    const { rows, broken } = await readAll(utf8('a,b\n1,2\n"3,4\n5,6\n'));
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(broken).toEqual([3]);
  });
});
