/**
 * Case- and accent-insensitive "contains" without LIKE patterns or regular expressions:
 * both sides are lowered and stripped of accents by a translate() (PGlite has no unaccent).
 */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** SQL expression folding `column` (a trusted column name, never user input). */
export function foldSql(column: string): string {
  return `translate(lower(${column}), '${ACCENTED}', '${PLAIN}')`;
}

/** The same folding in JavaScript, for the user's search text (sent as a parameter). */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .normalize('NFC');
}
