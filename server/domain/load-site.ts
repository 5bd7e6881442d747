import type { Db } from '../db/db.ts';
import { BRAZIL_STATES } from './brazil-states.ts';
import type { CsvRow } from './csv-file.ts';
import { cell, firstInFile, lengthBetween, validateLines, type LoadHandler } from './load-types.ts';
import { foldText } from './search-text.ts';

interface SiteLine {
  name: string;
  city: string;
  state: string;
}

const siteKey = (name: string, city: string, state: string) => `${foldText(name)}|${foldText(city)}|${state}`;

/** Columns `name,city,state`: new sites (units); the same name in the same city is a duplicate. */
export const siteLoad: LoadHandler<SiteLine> = {
  columns: ['name', 'city', 'state'],

  async validate(db: Db, rows: readonly CsvRow[]) {
    const existing = new Set(
      (await db.query<{ name: string; city: string; state: string }>('SELECT name, city, state FROM sites')).map((r) =>
        siteKey(r.name, r.city, r.state.trim()),
      ),
    );
    const seen = new Map<string, number>();

    return validateLines(rows, (row, check) => {
      const name = cell(row, 'name');
      const city = cell(row, 'city');
      const state = cell(row, 'state').toUpperCase();
      if (!lengthBetween(name, 2, 120)) check.invalid('O nome da unidade deve ter de 2 a 120 caracteres.');
      if (!lengthBetween(city, 2, 120)) check.invalid('A cidade deve ter de 2 a 120 caracteres.');
      if (!BRAZIL_STATES.has(state)) check.invalid(`UF inválida: ${state || '(vazia)'}.`);
      if (!check.ok) return null;
      const key = siteKey(name, city, state);
      if (firstInFile(seen, key, check, `Unidade ${name}`) && existing.has(key)) {
        check.duplicate(`Unidade ${name} (${city}/${state}) já cadastrada.`);
      }
      return { name, city, state };
    });
  },

  async apply({ tx }, rows) {
    for (const { value } of rows) {
      await tx.query('INSERT INTO sites (name, city, state) VALUES ($1, $2, $3)', [value.name, value.city, value.state]);
    }
  },
};
