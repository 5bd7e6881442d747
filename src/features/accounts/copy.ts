/**
 * pt-BR texts of the admin's account management: password reset (docs/product.md R14.5),
 * disabling, enabling and anonymising an account. Functions build texts that carry a value; they
 * never return markup.
 */
import type { Role } from '#src/lib/route-access.ts';

export const accountsCopy = {
  title: 'Contas e senhas',
  intro:
    'Busque a pessoa pelo CPF e confira o nome. Quando alguém esquece a senha, gere uma senha temporária: ela vale por 72 horas, e ao entrar a pessoa escolhe a sua própria. Quando alguém deixa o projeto, desative a conta.',
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
  } satisfies Record<Role, string> as Record<string, string>,
  noRole: 'Sem perfil',
  status: 'Situação',
  active: 'Ativa',
  disabledSince: (date: string) => `Desativada em ${date}`,
  resetAsked: (name: string, date: string) =>
    `Redefinição de senha pedida por ${name} em ${date}: falta outro administrador confirmar.`,
  askReset: 'Pedir redefinição de senha',
  confirmReset: 'Confirmar redefinição de senha',
  adminResetHint:
    'A senha de um administrador só é redefinida com dois administradores: um pede, outro confirma e recebe a senha temporária.',
  asked:
    'Pedido registrado. Peça a outro administrador que busque este CPF e confirme a redefinição.',
  changes: {
    disable: {
      action: 'Desativar conta',
      title: (name: string) => `Desativar a conta de ${name}?`,
      body: 'A pessoa sai de todos os aparelhos na hora e não consegue mais entrar. Você pode reativar a conta depois.',
      done: 'Conta desativada.',
    },
    enable: {
      action: 'Reativar conta',
      title: (name: string) => `Reativar a conta de ${name}?`,
      body: 'A pessoa volta a entrar com a sua senha.',
      done: 'Conta reativada.',
    },
    giveOmbudsperson: {
      action: 'Dar o perfil Ouvidoria',
      title: (name: string) => `Dar o perfil Ouvidoria a ${name}?`,
      body: 'A pessoa passa a ler todas as reclamações, inclusive as sensíveis, e deixa o perfil que tinha. Ela sai de todos os aparelhos e entra de novo com a mesma senha.',
      done: 'Perfil Ouvidoria dado. A pessoa entra de novo para ver a fila de reclamações.',
    },
    takeOmbudsperson: {
      action: 'Tirar o perfil Ouvidoria',
      title: (name: string) => `Tirar o perfil Ouvidoria de ${name}?`,
      body: 'A pessoa deixa de ler as reclamações e fica com o perfil Consulta. Ela sai de todos os aparelhos.',
      done: 'Perfil Ouvidoria retirado. A conta ficou com o perfil Consulta.',
    },
    anonymise: {
      action: 'Anonimizar conta',
      title: (name: string) => `Anonimizar a conta de ${name}?`,
      body: 'Nome, CPF, e-mail, telefone, RG, data de nascimento e endereço são apagados e a conta é desativada. Isto não pode ser desfeito.',
      done: 'Conta anonimizada. Os dados pessoais desta conta foram apagados.',
    },
  },
  reason: 'Motivo',
  reasonHint: 'De 5 a 500 caracteres. Fica registrado no registro de acessos.',
  reasonInvalid: 'Informe o motivo (de 5 a 500 caracteres).',
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
