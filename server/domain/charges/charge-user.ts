import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { passwordProblem } from '../../identity/password-policy.ts';
import { setPasswordExpiry } from '../../identity/password-change-tickets.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import type { CsvRow } from './csv-file.ts';
import { existingSiteIds } from '../lookups/leader-lookup.ts';
import { positiveInt } from '../../shared/numbers.ts';
import {
  batches,
  cell,
  firstInFile,
  lengthBetween,
  validateLines,
  type LineCheck,
  type ChargeHandler,
  type ValidatedRow,
} from './charge-types.ts';
import { SeenKeys } from './seen-keys.ts';
import { isCalendarDate } from '#contract/calendar-date.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';
import { userField } from '../../privacy/sealed-fields.ts';
import { sealAccount, userIdsByLogin } from '../../identity/user-accounts.ts';
import { CHARGE_COLUMNS } from '#contract/charge-columns.ts';

interface UserLine {
  password: string;
  siteId: number;
  name: string;
  cpf: string;
  rg: string | null;
  phone: string | null;
  email: string;
  birthdate: string | null;
  deliveryLocation: string | null;
  deliveryCep: string | null;
  slums: string | null;
  /** The password itself is never stored. */
  passwordHash?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()+-]+$/;
const CEP = /^(\d{8}|\d{5}-\d{3})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HASH_CONCURRENCY = 4;

function parseBirthdate(value: string): string | null {
  const br = BR_DATE.exec(value);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : value;
  return isCalendarDate(iso) ? iso : null;
}

function optional(check: LineCheck, value: string, max: number, label: string): string | null {
  if (value === '') return null;
  if (value.length > max) check.invalid(`${label} deve ter no máximo ${max} caracteres.`);
  return value;
}

export const userCharge: ChargeHandler<UserLine> = {
  columns: CHARGE_COLUMNS.user,

  validator(db: Db, now: Date, protection: DataProtection) {
    const seen = new SeenKeys();
    const today = now.toISOString().slice(0, 10);
    return async (rows: readonly CsvRow[]) => {
      const cpfs = rows
        .map((row) => normalizeCpf(cell(row, 'cpf')))
        .filter((cpf): cpf is string => cpf !== null);
      const existing = new Set((await userIdsByLogin(db, protection, cpfs)).keys());
      const sites = await existingSiteIds(
        db,
        rows
          .map((row) => positiveInt(cell(row, 'siteId')))
          .filter((id): id is number => id !== null),
      );

      return validateLines(rows, (row, check) => {
        const password = cell(row, 'password');
        if (password.length < 8 || password.length > 128)
          check.invalid('A senha deve ter de 8 a 128 caracteres.');
        else if (passwordProblem(password, normalizeCpf(cell(row, 'cpf')) ?? undefined) !== null)
          check.invalid('Senha muito usada ou igual ao CPF: escolha outra para esta pessoa.');

        const siteId = positiveInt(cell(row, 'siteId'));
        if (siteId === null) check.invalid('Unidade (siteId) inválida.');
        else if (!sites.has(siteId)) check.invalid(`Unidade ${siteId} não encontrada.`);

        const name = cell(row, 'name');
        if (!lengthBetween(name, 2, 120)) check.invalid('O nome deve ter de 2 a 120 caracteres.');

        const cpf = normalizeCpf(cell(row, 'cpf'));
        if (cpf === null) check.invalid('CPF inválido.');
        else if (firstInFile(seen, cpf, check, `CPF ${hideCpf(cpf)}`) && existing.has(cpf))
          check.duplicate(`CPF ${hideCpf(cpf)} já cadastrado.`);

        const email = cell(row, 'email');
        if (!lengthBetween(email, 5, 120) || !EMAIL.test(email)) check.invalid('E-mail inválido.');

        const phone = optional(check, cell(row, 'phone'), 15, 'O telefone');
        if (phone !== null && (phone.length < 2 || !PHONE.test(phone)))
          check.invalid('Telefone inválido.');

        const birthText = cell(row, 'birthdate');
        const birthdate = birthText === '' ? null : parseBirthdate(birthText);
        if (birthText !== '' && (birthdate === null || birthdate > today)) {
          check.invalid('Data de nascimento inválida: use DD/MM/AAAA.');
        }
        const cepText = cell(row, 'deliveryCep');
        if (cepText !== '' && !CEP.test(cepText)) check.invalid('CEP inválido: use 00000-000.');

        const line: UserLine = {
          password,
          siteId: siteId ?? 0,
          name,
          cpf: cpf ?? '',
          rg: optional(check, cell(row, 'rg'), 20, 'O RG'),
          phone,
          email,
          birthdate,
          deliveryLocation: optional(
            check,
            cell(row, 'deliveryLocation'),
            120,
            'O local de entrega',
          ),
          deliveryCep: cepText === '' ? null : cepText.replace('-', ''),
          slums: optional(check, cell(row, 'slums'), 120, 'O campo comunidades'),
        };
        return line;
      });
    };
  },

  async prepare(rows) {
    // scrypt runs on libuv's pool: a few at a time keeps every thread busy.
    const prepared: ValidatedRow<UserLine>[] = new Array(rows.length);
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const index = next;
        next += 1;
        const row = rows[index]!;
        // The password goes no further than its hash, not even into the sealed spool.
        prepared[index] = {
          ...row,
          value: {
            ...row.value,
            password: '',
            passwordHash: await hashPassword(row.value.password),
          },
        };
      }
    };
    await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
    return prepared;
  },

  applier({ tx, now, protection }) {
    return async (rows) => {
      for await (const batch of batches(rows.map((row) => row.value))) {
        if (batch.some((user) => user.passwordHash === undefined))
          throw new Error('user charge applied without prepare()');
        const sealed = batch.map((user) => {
          const id = randomUUID();
          const seal = (column: Parameters<typeof userField>[0], value: string | null) =>
            protection.sealOrNull(value, userField(column, id));
          return {
            id,
            ...sealAccount(protection, id, { login: user.cpf, email: user.email }),
            rg: seal('rg', user.rg),
            phone: seal('phone', user.phone),
            birthdate: seal('birthdate', user.birthdate),
            location: seal('delivery_location', user.deliveryLocation),
            cep: seal('delivery_cep', user.deliveryCep),
            slums: seal('slums', user.slums),
          };
        });
        const column = <K extends keyof (typeof sealed)[number]>(key: K) =>
          sealed.map((user) => user[key]);
        await tx.query(
          `INSERT INTO users (id, login_hash, login_enc, name, email_enc, role, password_hash, rg_enc, phone_enc, birthdate_enc,
                              site_id, delivery_location_enc, delivery_cep_enc, slums_enc, created_at,
                              must_change_password, password_expires_at)
           SELECT u.id, u.login_hash, u.login_enc, u.name, u.email_enc, 'leader', u.hash, u.rg, u.phone, u.birthdate, u.site,
                  u.location, u.cep, u.slums, $14::timestamptz, true, $15::timestamptz
             FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                         $10::int[], $11::text[], $12::text[], $13::text[])
                  AS u(id, login_hash, login_enc, name, email_enc, hash, rg, phone, birthdate, site, location, cep, slums)`,
          [
            column('id'),
            column('login_hash'),
            column('login_enc'),
            batch.map((user) => user.name),
            column('email_enc'),
            batch.map((user) => user.passwordHash),
            column('rg'),
            column('phone'),
            column('birthdate'),
            batch.map((user) => user.siteId),
            column('location'),
            column('cep'),
            column('slums'),
            now.toISOString(),
            setPasswordExpiry(now).toISOString(),
          ],
        );
      }
    };
  },
};
