import type { CsvHeader } from './csv-file.ts';
import { CHARGE_TYPES, type ChargeType } from '#contract/charges.ts';
import { CHARGE_LABELS } from './charge-types.ts';

export type ChargeColumns = Record<ChargeType, readonly string[]>;

const sameColumns = (names: ReadonlySet<string>, columns: readonly string[]) =>
  names.size === columns.length && columns.every((column) => names.has(column.toLowerCase()));

function firstRepeated(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    if (name === '') continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

function unknownDelimiter(header: CsvHeader): boolean {
  return header.names.length <= 1 && /[\t|]/.test(header.rawLine);
}

/** Nothing else allowed: a column the backend would ignore usually means the wrong file or type. */
export function headerProblem(
  header: CsvHeader | null,
  type: ChargeType,
  allColumns: ChargeColumns,
  optionalColumns: Partial<ChargeColumns> = {},
): string | null {
  const columns = allColumns[type];
  const expected = `Esperado: ${columns.join(',')}.`;
  if (header === null) return `O arquivo não tem cabeçalho. ${expected}`;
  if (unknownDelimiter(header)) {
    return `Separador não reconhecido: separe as colunas com vírgula (,) ou ponto e vírgula (;). ${expected}`;
  }
  const repeated = firstRepeated(header.names);
  if (repeated !== null)
    return `Cabeçalho inválido: a coluna ${repeated} aparece mais de uma vez. ${expected}`;

  const wanted = new Set(
    [...columns, ...(optionalColumns[type] ?? [])].map((column) => column.toLowerCase()),
  );
  const present = new Set(header.names);
  const missing = columns.filter((column) => !present.has(column.toLowerCase()));
  const extra = header.names
    .filter((name) => !wanted.has(name))
    .map((name) => name || '(sem nome)');
  if (missing.length === 0 && extra.length === 0) return null;

  const otherType = CHARGE_TYPES.find(
    (other) => other !== type && sameColumns(present, allColumns[other]),
  );
  if (otherType !== undefined) {
    return (
      `As colunas do arquivo são de uma carga do tipo ${CHARGE_LABELS[otherType]}, não ${CHARGE_LABELS[type]}. ` +
      `Escolha o tipo ${CHARGE_LABELS[otherType]} ou envie o arquivo certo. ${expected}`
    );
  }
  const parts = [
    missing.length === 1 ? `falta a coluna ${missing[0]}` : null,
    missing.length > 1 ? `faltam as colunas ${missing.join(', ')}` : null,
    extra.length === 1 ? `coluna não esperada: ${extra[0]}` : null,
    extra.length > 1 ? `colunas não esperadas: ${extra.join(', ')}` : null,
  ].filter((part): part is string => part !== null);
  return `Cabeçalho inválido: ${parts.join('; ')}. ${expected}`;
}
