import * as v from 'valibot';
import { normalizeCpf } from './cpf.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

export const accountMessages = {
  login: 'Informe um CPF válido.',
  notFound: 'Nenhuma pessoa com este CPF.',
  notLocal:
    'As senhas são recuperadas na página de acesso do provedor de identidade (Cognito), não aqui.',
  self: 'Para trocar a sua própria senha, use Perfil › Definir nova senha.',
} as const;

/**
 * POST /accounts/lookup and POST /accounts/password-reset (admin): the person's CPF, with or
 * without the mask. It travels in the body, never in a URL, so it stays out of request logs.
 */
export const accountRequestSchema = requestObject(
  {
    login: v.pipe(
      v.string(accountMessages.login),
      v.transform(normalizeCpf),
      v.string(accountMessages.login),
    ),
  },
  NOT_A_JSON_OBJECT,
);
export type AccountRequest = v.InferOutput<typeof accountRequestSchema>;
