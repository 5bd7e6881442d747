import type { Db } from '../../db/db.ts';
import { BRAZIL_STATES } from '../lookups/brazil-states.ts';
import type { CsvRow } from './csv-file.ts';
import { batches, cell, firstInFile, lengthBetween, validateLines, type LoadHandler } from './load-types.ts';
import { foldText } from '../shared/search-text.ts';

interface SiteLine {
  name: string;
  city: string;
  state: string;
}

const siteKey = (name: string, city: string, state: string) => `${foldText(name)}|${foldText(city)}|${state}`;

/** Columns `name,city,state`: new sites (units); the same name in the same city is a duplicate. */
export const siteLoad: LoadHandler<SiteLine> = {
  columns: ['name', 'city', 'state'],

  validator(db: Db) {
    const seen = new Map<string, number>();
    // Sites are few (hundreds): read them all once for the whole file.
    let existing: Set<string> | undefined;
    return async (rows: readonly CsvRow[]) => {
      existing ??= new Set(
        (await db.query<{ name: string; city: string; state: string }>('SELECT name, city, state FROM sites')).map((r) =>
          siteKey(r.name, r.city, r.state.trim()),
        ),
      );
      const known = existing;

      return validateLines(rows, (row, check) => {
        const name = cell(row, 'name');
        const city = cell(row, 'city');
        const state = cell(row, 'state').toUpperCase();
        if (!lengthBetween(name, 2, 120)) check.invalid('O nome da unidade deve ter de 2 a 120 caracteres.');
        if (!lengthBetween(city, 2, 120)) check.invalid('A cidade deve ter de 2 a 120 caracteres.');
        if (!BRAZIL_STATES.has(state)) check.invalid(`UF inválida: ${state || '(vazia)'}.`);
        if (!check.ok) return null;
        const key = siteKey(name, city, state);
        if (firstInFile(seen, key, check, `Unidade ${name}`) && known.has(key)) {
          check.duplicate(`Unidade ${name} (${city}/${state}) já cadastrada.`);
        }
        return { name, city, state };
      });
    };
  },

  async apply({ tx }, rows) {
    // In file order, so the new site ids follow the file's lines.
    for (const batch of batches(rows.map((row) => row.value))) {
      await tx.query(
        `INSERT INTO sites (name, city, state)
         SELECT s.name, s.city, s.state FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS s(name, city, state, n)
          ORDER BY s.n`,
        [batch.map((s) => s.name), batch.map((s) => s.city), batch.map((s) => s.state)],
      );
    }
  },
};
