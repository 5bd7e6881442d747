import { describe, expect, it } from 'vitest';
import { PreparedNames } from '#server/db/prepared-names.ts';

describe('names for prepared statements', () => {
  it('gives the same text the same name, and another text another', () => {
    const names = new PreparedNames();
    const first = names.query('SELECT $1', [1]);
    expect(names.query('SELECT $1', [2])).toEqual({
      name: first.name,
      text: 'SELECT $1',
      values: [2],
    });
    expect(names.query('SELECT $1 + 1', [1]).name).not.toBe(first.name);
  });

  it('leaves a text without parameters unnamed, so it may hold several statements', () => {
    expect(new PreparedNames().query('CREATE TABLE t (n int); DROP TABLE t;', [])).toEqual({
      text: 'CREATE TABLE t (n int); DROP TABLE t;',
      values: [],
    });
  });

  it('stops naming past its bound and for very long texts, so neither side keeps an unbounded set', () => {
    const names = new PreparedNames(2, 100);
    expect(names.query('SELECT 1 WHERE $1', [true]).name).toBeDefined();
    expect(names.query('SELECT 2 WHERE $1', [true]).name).toBeDefined();
    expect(names.query('SELECT 3 WHERE $1', [true]).name).toBeUndefined();
    expect(names.query('SELECT 1 WHERE $1', [true]).name).toBeDefined();
    expect(new PreparedNames().query(`SELECT $1${' '.repeat(9000)}`, [1]).name).toBeUndefined();
  });
});
