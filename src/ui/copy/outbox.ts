/** pt-BR texts about the outbox that several features show (the list, the flow, sign-out). */

const records = (count: number) => (count === 1 ? '1 registro' : `${count} registros`);

export const outboxCopy = {
  /** The badge on a donation whose work has not reached the server yet. */
  waiting: 'Aguardando envio',
  /** After 'Confirmar' on a device without connection: stored, not yet sent. */
  savedOnDevice: 'Salvo no aparelho. Será enviado quando houver conexão.',
  signOutWarning: (count: number) =>
    count === 1
      ? 'Há 1 registro ainda não enviado. Sair agora apagará esse registro.'
      : `Há ${count} registros ainda não enviados. Sair agora apagará esses registros.`,
  signOutAnyway: 'Sair mesmo assim',
  /** Sign-out tried without a connection while records wait: nothing is cleared, so they stay. */
  signOutOffline: (count: number) =>
    `Sem conexão. Sair da conta precisa de internet. ${
      count === 1
        ? 'O registro ainda não enviado fica guardado'
        : `Os ${count} registros ainda não enviados ficam guardados`
    } neste aparelho até lá.`,
  records,
} as const;
