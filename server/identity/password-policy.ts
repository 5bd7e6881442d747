import { dictionary } from '@zxcvbn-ts/language-common';
import { normalizeCpf } from '#contract/cpf.ts';

/** Published in the README for the demo accounts: nobody else may choose it. */
export const DEMO_PASSWORD = 'senha1234';

export const PASSWORD_MIN_CHARS = 8;
/** scrypt's cost grows with the password. */
export const PASSWORD_MAX_CHARS = 256;
const MOST_COMMON = 10_000;

export const passwordPolicyMessages = {
  tooShort: 'Sua senha deve conter no mínimo 8 caracteres',
  tooLong: 'Senha longa demais.',
  common:
    'Esta senha é muito usada e fácil de adivinhar. Escolha outra, por exemplo uma frase curta que só você conheça.',
  ownCpf: 'Não use o seu CPF como senha.',
} as const;

const normal = (password: string) => password.normalize('NFKC').toLowerCase();

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    [...dictionary['passwords-common'].slice(0, MOST_COMMON), DEMO_PASSWORD].map(normal),
  );
  return common;
}

export function passwordProblem(password: string, login?: string): string | null {
  if (password.length < PASSWORD_MIN_CHARS) return passwordPolicyMessages.tooShort;
  if (password.length > PASSWORD_MAX_CHARS) return passwordPolicyMessages.tooLong;
  if (commonPasswords().has(normal(password))) return passwordPolicyMessages.common;
  if (login !== undefined && normalizeCpf(password) === login) return passwordPolicyMessages.ownCpf;
  return null;
}
