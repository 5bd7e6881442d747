import * as v from 'valibot';
import { normalizeCpf } from './cpf.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

export const ACCOUNT_REASON_MIN = 5;
export const ACCOUNT_REASON_MAX = 500;

export const accountMessages = {
  login: 'Informe um CPF válido.',
  notFound: 'Nenhuma pessoa com este CPF.',
  notLocal:
    'As senhas são recuperadas na página de acesso do provedor de identidade (Cognito), não aqui.',
  self: 'Para trocar a sua própria senha, use Perfil › Definir nova senha.',
  selfEnd: 'Você não pode desativar nem anonimizar a sua própria conta.',
  reason: `Informe o motivo (de ${ACCOUNT_REASON_MIN} a ${ACCOUNT_REASON_MAX} caracteres).`,
  lastAdmin: 'Esta é a última conta de administrador ativa: ative outra antes de desativar esta.',
  openDonations:
    'Esta pessoa ainda tem doações em andamento. Transfira-as para outro líder antes de anonimizar a conta.',
  resetAsked:
    'Pedido registrado. Outro administrador precisa confirmar a redefinição da senha de um administrador.',
  resetSameAdmin:
    'Você já pediu esta redefinição. Outro administrador precisa confirmá-la: a senha temporária aparece para quem confirmar.',
  alreadyDisabled: 'Esta conta já está desativada.',
  roleSelf: 'Você não pode mudar o perfil da sua própria conta.',
  roleGiveFrom:
    'Só uma conta de líder ou de consulta recebe o perfil Ouvidoria. Uma conta de administrador continua de administrador.',
  roleAlready: 'Esta conta já tem o perfil Ouvidoria.',
  roleTakeFrom: 'Esta conta não tem o perfil Ouvidoria.',
  roleOpenDonations:
    'Esta pessoa ainda tem doações em andamento. Transfira-as para outro líder antes de mudar o perfil.',
  lastOmbudsperson:
    'Esta é a única conta ativa da ouvidoria: dê o perfil Ouvidoria a outra pessoa antes de tirar desta.',
  notDisabled: 'Esta conta já está ativa.',
} as const;

const loginField = v.pipe(
  v.string(accountMessages.login),
  v.transform(normalizeCpf),
  v.string(accountMessages.login),
);

/**
 * POST /accounts/lookup and POST /accounts/password-reset (admin): the person's CPF, with or
 * without the mask. It travels in the body, never in a URL, so it stays out of request logs.
 */
export const accountRequestSchema = requestObject({ login: loginField }, NOT_A_JSON_OBJECT);
export type AccountRequest = v.InferOutput<typeof accountRequestSchema>;

/**
 * POST /accounts/disable, /accounts/enable and /accounts/anonymise (admin): the person's CPF and
 * why, 5–500 characters, recorded in the access log.
 */
export const accountChangeSchema = requestObject(
  {
    login: loginField,
    reason: v.pipe(
      v.string(accountMessages.reason),
      v.trim(),
      v.minLength(ACCOUNT_REASON_MIN, accountMessages.reason),
      v.maxLength(ACCOUNT_REASON_MAX, accountMessages.reason),
    ),
  },
  NOT_A_JSON_OBJECT,
);
export type AccountChange = v.InferOutput<typeof accountChangeSchema>;

/**
 * What POST /accounts/role sets: 'ouvidoria' gives the ombudsperson's role (to a leader's or a
 * readonly account), 'readonly' takes it back (decision 116).
 */
export const ROLE_CHANGES = ['ouvidoria', 'readonly'] as const;
export type RoleChange = (typeof ROLE_CHANGES)[number];

/** POST /accounts/role (admin): the person's CPF, the role it gets, and why (5–500 characters). */
export const accountRoleSchema = requestObject(
  {
    login: loginField,
    role: v.picklist(ROLE_CHANGES, 'Escolha o perfil: ouvidoria ou consulta.'),
    reason: accountChangeSchema.entries.reason,
  },
  NOT_A_JSON_OBJECT,
);
export type AccountRoleChange = v.InferOutput<typeof accountRoleSchema>;
