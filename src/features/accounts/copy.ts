/**
 * pt-BR texts of the admin's password reset (docs/product.md R14.5). Functions build texts that
 * carry a value; they never return markup.
 */
import type { Role } from '#src/lib/route-access.ts';

export const accountsCopy = {
  title: 'Redefinir senha',
  intro:
    'Quando alguém esquece a senha: busque a pessoa pelo CPF, confira o nome e gere uma senha temporária. Ela vale para um único acesso: ao entrar, a pessoa escolhe a sua própria senha.',
  cpf: 'CPF da pessoa',
  cpfHint: 'Com ou sem pontos e traço.',
  cpfInvalid: 'CPF inválido. Confira os números digitados.',
  search: 'Buscar',
  searching: 'Buscando...',
  found: 'Pessoa encontrada',
  name: 'Nome',
  login: 'CPF',
  role: 'Perfil',
  lastReset: 'Última redefinição',
  never: 'Nunca',
  roles: {
    admin: 'Administrador',
    leader: 'Líder',
    readonly: 'Consulta',
    ouvidoria: 'Ouvidoria',
  } satisfies Record<Role, string>,
  noRole: 'Sem perfil',
  reset: 'Gerar senha temporária',
  resetting: 'Gerando...',
  confirmTitle: (name: string) => `Redefinir a senha de ${name}?`,
  confirmBody:
    'A senha atual deixa de valer e a pessoa sai de todos os aparelhos em que estiver conectada.',
  cancel: 'Cancelar',
  resultTitle: (name: string) => `Senha temporária de ${name}`,
  resultHint:
    'Passe esta senha à pessoa por telefone ou pessoalmente. Ela vale para um único acesso: ao entrar, a pessoa escolhe a sua própria senha. Esta senha não aparece de novo.',
  copy: 'Copiar senha',
  copied: 'Senha copiada.',
  failed: 'Não foi possível redefinir a senha. Tente novamente.',
  /** With a real Cognito pool, passwords are recovered on its hosted page. */
  cognito:
    'As senhas são recuperadas na página de acesso: a pessoa toca em “Esqueci minha senha” ao entrar e recebe um código por e-mail.',
} as const;
