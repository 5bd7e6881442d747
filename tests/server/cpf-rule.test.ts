import { describe, expect, it } from 'vitest';
import { normalizeCpf } from '#contract/cpf.ts';

describe('CPF rule (contract/cpf.ts, docs/product.md R6.10)', () => {
  it('accepts 123.456.789-09, whose check digits are valid (the library refused it)', () => {
    expect(normalizeCpf('123.456.789-09')).toBe('12345678909');
    expect(normalizeCpf('12345678909')).toBe('12345678909');
  });

  it('accepts CPFs whose check digits come out as 0 and leading zeros', () => {
    expect(normalizeCpf('000.000.001-91')).toBe('00000000191');
    expect(normalizeCpf('012.345.678-90')).toBe('01234567890');
  });

  it('refuses a wrong first or second check digit', () => {
    expect(normalizeCpf('123.456.789-19')).toBeNull();
    expect(normalizeCpf('123.456.789-08')).toBeNull();
  });

  it('refuses every all-same-digit CPF, although their check digits add up', () => {
    for (let d = 0; d <= 9; d++) expect(normalizeCpf(String(d).repeat(11))).toBeNull();
  });

  it('refuses anything not written as 11 digits or the 000.000.000-00 mask', () => {
    expect(normalizeCpf('123.456.78909')).toBeNull();
    expect(normalizeCpf('1234567890')).toBeNull();
  });
});
