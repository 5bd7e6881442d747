import type { LeaderReportKind } from '#contract/leader-reports.ts';

export const awayCopy = {
  kind: {
    symptoms: 'Estou com sintomas',
    cannotDeliver: 'Não consigo entregar agora',
  } satisfies Record<LeaderReportKind, string>,
  confirmTitle: {
    symptoms: 'Avisar a equipe que você está com sintomas?',
    cannotDeliver: 'Avisar a equipe que você não consegue entregar agora?',
  } satisfies Record<LeaderReportKind, string>,
  confirmBody: {
    symptoms:
      'Suas doações pendentes ficam marcadas para a equipe, que pode passá-las para outra pessoa. Você continua vendo suas doações, mas não registra entregas até confirmar de novo que está sem sintomas.',
    cannotDeliver:
      'Suas doações pendentes ficam marcadas para a equipe, que pode passá-las para outra pessoa. Você continua vendo suas doações, mas não registra entregas até avisar que já pode entregar.',
  } satisfies Record<LeaderReportKind, string>,
  confirmYes: 'Avisar a equipe',
  confirmNo: 'Voltar',
  reporting: 'Avisando a equipe...',
  sectionTitle: 'Não pode entregar agora?',
  sectionIntro:
    'Se você está com sintomas ou não consegue fazer as entregas, avise a equipe pelo aplicativo.',
  noticeTitle: 'Você avisou que não pode entregar',
  noticeWhen: (kind: string, date: string, time: string) =>
    `Em ${date} às ${time} você informou: ${kind}.`,
  noticeWaiting: (kind: string) => `Você informou: ${kind}.`,
  noticeTeam: 'A equipe foi avisada e pode passar suas doações para outra pessoa.',
  noticeReadOnly: 'Você pode consultar suas doações, mas não registrar entregas.',
  callSupport: (phone: string) => `Ligar para o suporte: ${phone}`,
  back: 'Já posso entregar',
  backHint: 'Para voltar a entregar, toque em Já posso entregar e responda de novo o checklist.',
  cardPaused: 'Entregas pausadas: você avisou que não pode entregar agora.',
} as const;

const records = (count: number) => (count === 1 ? '1 registro' : `${count} registros`);

export const outboxCopy = {
  waiting: 'Aguardando envio',
  savedOnDevice: 'Salvo no aparelho. Será enviado quando houver conexão.',
  signOutWarning: (count: number) =>
    count === 1
      ? 'Há 1 registro ainda não enviado. Sair agora apagará esse registro.'
      : `Há ${count} registros ainda não enviados. Sair agora apagará esses registros.`,
  signOutAnyway: 'Sair mesmo assim',
  signOutOffline: (count: number) =>
    `Sem conexão. Sair da conta precisa de internet. ${
      count === 1
        ? 'O registro ainda não enviado fica guardado'
        : `Os ${count} registros ainda não enviados ficam guardados`
    } neste aparelho até lá.`,
  records,
} as const;
