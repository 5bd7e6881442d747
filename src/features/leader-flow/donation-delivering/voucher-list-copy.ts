/** pt-BR texts of the list of a donation's cards and of its end (docs/product.md R8). */
export const voucherListCopy = {
  listLabel: 'Cartões desta doação',
  item: (title: string) => `Cartão ${title}`,
  state: {
    delivered: 'Entregue',
    notDelivered: 'Não entregue',
    next: 'Próximo a entregar',
    locked: 'Aguardando a entrega do cartão anterior',
  },
  openHint: 'Toque para registrar a entrega',
  progress: (done: number, total: number) => `${done} de ${total} cartões com entrega registrada`,
  sequentialHint: 'Registre um cartão de cada vez, na ordem da lista.',
  finishButton: 'Encerrar Entrega',
  finishing: 'Encerrando...',
  finishHint: 'Registre a entrega de todos os cartões para encerrar.',
  thanksTitle: 'Entrega de doação completa!',
  thanksBody:
    'Obrigado por levar estes cartões até as famílias. Confirme para encerrar a entrega desta doação.',
  thanksConfirm: 'Confirmar',
  thanksCancel: 'Voltar',
  ended: 'Entrega encerrada. Obrigado!',
} as const;
