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
  records,
} as const;
