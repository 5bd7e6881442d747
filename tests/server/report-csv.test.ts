import { describe, expect, it } from 'vitest';
import { encodeReportCsv } from '#server/shared/report-csv.ts';

/** Exported coordinates are numbers; only cells that are not plain numbers are neutralised (OWASP CSV injection). */

const lines = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the report CSV cells', () => {
  it('keeps negative numbers, as numbers or as text, plain', () => {
    const [, row] = lines(
      encodeReportCsv(['Latitude', 'Longitude', 'Texto'], [[-23.55, -46.633308, '-23.550000']]),
    );
    expect(row).toBe('-23.55;-46.633308;-23.550000');
  });

  it('keeps plain positive numbers and decimal commas plain', () => {
    const [, row] = lines(encodeReportCsv(['a', 'b', 'c'], [['+5', '-0,75', '12']]));
    expect(row).toBe('+5;-0,75;12');
  });

  it('prefixes anything a spreadsheet would read as a formula', () => {
    const [, row] = lines(
      encodeReportCsv(
        ['a', 'b', 'c', 'd', 'e', 'f'],
        [['-1+1', '=1', '@x', '+SUM(A1)', '-', '\t=1']],
      ),
    );
    expect(row!.split(';')).toEqual(["'-1+1", "'=1", "'@x", "'+SUM(A1)", "'-", "'\t=1"]);
  });

  it('leaves ordinary text alone', () => {
    const [, row] = lines(encodeReportCsv(['Nome'], [['Maria das Dores']]));
    expect(row).toBe('Maria das Dores');
  });
});
