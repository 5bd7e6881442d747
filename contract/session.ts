import * as v from 'valibot';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

export const ROLES = ['admin', 'leader', 'readonly', 'ouvidoria'] as const;
export const roleSchema = v.picklist(ROLES);
export type Role = v.InferOutput<typeof roleSchema>;

/** Each role's name on screen and in the access log (pt-BR). */
export const ROLE_TEXTS = {
  admin: 'Administrador',
  leader: 'Líder',
  readonly: 'Consulta',
  ouvidoria: 'Ouvidoria',
} as const satisfies Record<Role, string>;

/** POST /cognito/sign-in: `{ login }` at the first sign-in, `{}` when the token was refreshed. */
export const signInRequestSchema = requestObject(
  { login: v.nullish(v.string('O campo login deve ser texto.')) },
  NOT_A_JSON_OBJECT,
);
export type SignInRequest = v.InferOutput<typeof signInRequestSchema>;

/** `role` is null for a user the charity has not given a role yet. */
export const signInReplySchema = v.object({ id: v.string(), role: v.nullable(roleSchema) });
export type SignInReply = v.InferOutput<typeof signInReplySchema>;

/** GET /profile; `login` is the CPF's 11 digits. */
export const profileSchema = v.object({
  id: v.string(),
  login: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.nullable(roleSchema),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** POST /commitment (201) and GET /commitment/check. */
export const commitmentSchema = v.object({
  commitment: v.boolean(),
  timestamp: v.nullable(v.string()),
});
export type Commitment = v.InferOutput<typeof commitmentSchema>;

/** POST /checklist (201). */
export const checklistSchema = v.object({ checklist: v.boolean(), timestamp: v.string() });
export type Checklist = v.InferOutput<typeof checklistSchema>;
