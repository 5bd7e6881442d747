/**
 * pt-BR texts shared by the screens of the leader's delivery flow (docs/product.md R2, R4, R6,
 * R8): titles, the donation's facts, the location and the device's storage. A screen's own texts
 * are in a copy module beside it (receipt-proof-copy.ts, voucher-delivery-copy.ts…), so that its
 * chunk carries them and no other screen's (docs/reports/2026-11-27-routes-220.md). Texts quoted by
 * docs/product.md are verbatim. Functions build texts that carry a value; they never return markup.
 */

export const cards = (count: number) => (count === 1 ? '1 cartão' : `${count} cartões`);

export const leaderFlowCopy = {
  titles: {
    donationWait: 'Aguardando recebimento',
    donationWaitProof: 'Comprovante de recebimento',
    donationReceived: 'Doação Recebida',
    donationDelivering: 'Entrega dos cartões',
    voucherDelivery: 'Registrar entrega',
  },

  donation: {
    titleLead: 'Doação',
    quantity: (quantity: number) => (quantity === 1 ? '1 unidade' : `${quantity} unidades`),
    statusLabel: 'Situação',
    quantityLabel: 'Quantidade',
    receivedQuantityLabel: 'Cartões recebidos',
    receivedAtLabel: 'Recebida em',
    deadlineLabel: 'Prazo final para entrega',
    deliveryStartedLabel: 'Entrega iniciada em',
    loading: 'Carregando a doação...',
    loadFailedTitle: 'Não foi possível abrir esta doação.',
    backToList: 'Voltar para as doações',
    closed: 'Esta doação já foi encerrada. Não há mais nada a registrar.',
  },

  location: {
    waiting: 'Obtendo a sua localização...',
  },

  outbox: {
    storageFull:
      'Não há espaço livre no aparelho para guardar mais fotos. Conecte-se à internet para enviar os registros pendentes ou libere espaço no celular e confirme de novo. O que você preencheu continua aqui.',
  },
} as const;
