import type { Db } from '../../db/db.ts';
import { BRAZIL_STATES } from '../lookups/brazil-states.ts';
import type { CsvRow } from './csv-file.ts';
import {
  batches,
  cell,
  firstInFile,
  lengthBetween,
  validateLines,
  type ChargeHandler,
} from './charge-types.ts';
import { SeenKeys } from './seen-keys.ts';
import { foldText } from '../../shared/search-text.ts';
import { CHARGE_COLUMNS, CHARGE_OPTIONAL_COLUMNS } from '#contract/charge-columns.ts';

interface SiteLine {
  name: string;
  city: string;
  state: string;
  lat: number | null;
  lon: number | null;
}

const COORDINATE = /^-?\d{1,3}([.,]\d+)?$/;

function coordinate(value: string, limit: number): number | null | undefined {
  if (value === '') return null;
  if (!COORDINATE.test(value)) return undefined;
  const number = Number(value.replace(',', '.'));
  return Math.abs(number) <= limit ? number : undefined;
}

const siteKey = (name: string, city: string, state: string) =>
  `${foldText(name)}|${foldText(city)}|${state}`;

export const siteCharge: ChargeHandler<SiteLine> = {
  columns: CHARGE_COLUMNS.site,
  optionalColumns: CHARGE_OPTIONAL_COLUMNS.site,

  validator(db: Db) {
    const seen = new SeenKeys();
    let existing: Set<string> | undefined;
    return async (rows: readonly CsvRow[]) => {
      existing ??= new Set(
        (
          await db.query<{ name: string; city: string; state: string }>(
            'SELECT name, city, state FROM sites',
          )
        ).map((r) => siteKey(r.name, r.city, r.state.trim())),
      );
      const known = existing;

      return validateLines(rows, (row, check) => {
        const name = cell(row, 'name');
        const city = cell(row, 'city');
        const state = cell(row, 'state').toUpperCase();
        if (!lengthBetween(name, 2, 120))
          check.invalid('O nome da unidade deve ter de 2 a 120 caracteres.');
        if (!lengthBetween(city, 2, 120)) check.invalid('A cidade deve ter de 2 a 120 caracteres.');
        if (!BRAZIL_STATES.has(state)) check.invalid(`UF inválida: ${state || '(vazia)'}.`);
        const lat = coordinate(cell(row, 'lat'), 90);
        const lon = coordinate(cell(row, 'lon'), 180);
        if (lat === undefined || lon === undefined || (lat === null) !== (lon === null)) {
          check.invalid(
            'Posição inválida: informe lat (-90 a 90) e lon (-180 a 180) juntas, ou deixe as duas vazias.',
          );
        }
        if (!check.ok) return null;
        const key = siteKey(name, city, state);
        if (firstInFile(seen, key, check, `Unidade ${name}`) && known.has(key)) {
          check.duplicate(`Unidade ${name} (${city}/${state}) já cadastrada.`);
        }
        return { name, city, state, lat: lat ?? null, lon: lon ?? null };
      });
    };
  },

  applier({ tx }) {
    return async (rows) => {
      // In file order, so the new site ids follow the file's lines.
      for await (const batch of batches(rows.map((row) => row.value))) {
        await tx.query(
          `INSERT INTO sites (name, city, state, lat, lon)
           SELECT s.name, s.city, s.state, s.lat, s.lon
             FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[]) WITH ORDINALITY AS s(name, city, state, lat, lon, n)
            ORDER BY s.n`,
          [
            batch.map((s) => s.name),
            batch.map((s) => s.city),
            batch.map((s) => s.state),
            batch.map((s) => s.lat),
            batch.map((s) => s.lon),
          ],
        );
      }
    };
  },
};
