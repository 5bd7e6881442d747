/**
 * pt-BR texts of the leader's delivery flow (docs/product.md R2, R4, R6, R8): receipt, voucher list,
 * voucher delivery form and photos. Texts quoted by docs/product.md are verbatim. Functions build
 * texts that carry a value; they never return markup.
 */

const cards = (count: number) => (count === 1 ? '1 cartão' : `${count} cartões`);

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

  wait: {
    intro: 'Os cartões desta doação estão a caminho. Quando chegarem, confirme o recebimento com a quantidade e uma foto.',
    receivedButton: 'Cartões Recebidos',
  },

  proof: {
    intro: 'Informe quantos cartões chegaram e tire uma foto deles. A sua localização é enviada junto.',
    quantity: 'Quantidade de cartões recebidos',
    quantityRequired: 'Informe a quantidade de cartões recebidos.',
    quantityInvalid: 'A quantidade deve ser um número inteiro maior que zero.',
    quantityTooLarge: 'Confira a quantidade: o número é grande demais.',
    photo: 'Foto dos cartões recebidos',
    photoHint: 'Fotografe os cartões que chegaram. JPG ou PNG.',
    photoRequired: 'Adicione a foto dos cartões recebidos.',
    submit: 'Confirmar recebimento',
    sending: 'Enviando...',
    success: 'Recebimento confirmado com sucesso',
    divergence: (received: number, sent: number) =>
      `Você informou ${cards(received)}, mas foram enviados ${cards(sent)}. Confira a contagem antes de confirmar.`,
    divergenceTitle: 'A quantidade recebida é diferente da enviada',
    divergenceBody: (received: number, sent: number) =>
      `Foram enviados ${cards(sent)} e você informou ${cards(received)}. Confirme apenas se contou de novo: a doação ficará marcada com a divergência para a equipe conferir.`,
    divergenceConfirm: 'Confirmar mesmo assim',
    divergenceCancel: 'Corrigir a quantidade',
  },

  received: {
    intro: (quantity: number) =>
      `Você confirmou o recebimento de ${cards(quantity)}. Quando estiver pronto para visitar as famílias, inicie a entrega.`,
    deadlineHint: 'Depois do primeiro cartão registrado, você terá 24 horas para concluir as entregas.',
    startButton: 'Iniciar Entrega',
  },

  noCards: {
    title: 'Nenhum cartão foi carregado para esta doação.',
    why: 'Os números dos cartões desta doação ainda não estão no sistema, por isso não há entregas para registrar nem como encerrar. Guarde os cartões recebidos e fale com o suporte para que a equipe carregue os cartões.',
    call: (phone: string) => `Ligar para o suporte: ${phone}`,
  },

  vouchers: {
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
    thanksBody: 'Obrigado por levar estes cartões até as famílias. Confirme para encerrar a entrega desta doação.',
    thanksConfirm: 'Confirmar',
    thanksCancel: 'Voltar',
    ended: 'Entrega encerrada. Obrigado!',
    refused: {
      previousPending: 'Registre antes a entrega dos cartões anteriores.',
      alreadyRecorded: 'Este cartão já tem uma entrega registrada.',
      unknown: 'Cartão não encontrado nesta doação.',
    },
  },

  /** docs/product.md R13.7: fewer cards received than sent. */
  shortReceipt: {
    received: (received: number, sent: number) => `Você confirmou o recebimento de ${received} de ${sent} cartões.`,
    remaining: (positions: readonly number[]) =>
      positions.length === 1
        ? `Falta registrar o Cartão ${positions[0]}.`
        : `Faltam registrar os Cartões ${positions.slice(0, -1).join(', ')} e ${positions[positions.length - 1]}.`,
    howTo: "Um cartão que não chegou até você também precisa de registro: abra-o, escolha 'Não entregue' e confirme o motivo, que já vem preenchido com 'Cartão não recebido'.",
  },

  delivery: {
    heading: (title: string) => `Cartão ${title}`,
    statusLegend: 'Status da Entrega',
    statusPlaceholder: 'Selecione',
    statusDelivered: 'Entregue',
    statusNotDelivered: 'Não entregue',
    /** Prefilled reason on a donation received short (docs/product.md R13.7). */
    cardNotReceived: 'Cartão não recebido',
    statusRequired: 'Selecione o status da entrega.',
    idReminder: 'Lembre quem vai receber o cartão de apresentar um documento oficial com foto.',
    photo: 'Foto da entrega',
    photoHint: 'Foto da pessoa recebendo o cartão, com o documento com foto ao lado do rosto. JPG ou PNG.',
    photoRequired: 'Adicione a foto da entrega.',
    name: 'Nome completo de quem recebeu',
    nameRequired: 'Informe o nome completo de quem recebeu.',
    nameLength: 'O nome deve ter de 2 a 30 caracteres.',
    cpf: 'CPF de quem recebeu (opcional)',
    cpfHint: 'Somente números: 000.000.000-00',
    cpfIncomplete: 'Digite o CPF completo: 000.000.000-00.',
    cpfInvalid: 'CPF inválido. Confira os números digitados.',
    phone: 'Telefone (opcional)',
    phoneHint: 'Com DDD: (00) 00000-0000',
    phoneLength: 'O telefone deve ter de 2 a 15 caracteres.',
    email: 'E-mail (opcional)',
    emailLength: 'O e-mail deve ter de 5 a 120 caracteres.',
    emailInvalid: 'E-mail inválido. Use o formato nome@exemplo.com.',
    invoiceQuestion: 'Deseja adicionar Nota Fiscal?',
    yes: 'Sim',
    no: 'Não',
    invoice: 'Foto da Nota Fiscal',
    invoiceHint: 'JPG ou PNG.',
    invoiceRequired: 'Adicione a foto da Nota Fiscal ou responda "Não".',
    comment: 'Motivo da não entrega',
    commentHint: 'Conte o que aconteceu, por exemplo: a família mudou de endereço.',
    commentRequired: 'Informe o motivo da não entrega.',
    commentTooLong: 'O comentário deve ter no máximo 500 caracteres.',
    submit: 'Registrar entrega',
    sending: 'Enviando...',
    success: 'Doação realizada com sucesso',
  },

  upload: {
    label: 'Envio da foto',
    progress: (percent: number) => `Enviando: ${percent}%`,
  },

  photo: {
    choose: 'Tirar ou escolher foto',
    replace: 'Trocar foto',
    preparing: 'Preparando a foto...',
    /** The form's 'Confirmar' while a photo is prepared: a tap on it is kept (docs/product.md R13.6). */
    submitWhilePreparing: 'Preparando a foto…',
    tapKept: 'Será enviado assim que a foto ficar pronta.',
    ready: (size: string, originalSize: string) => `Foto pronta para envio (${size}; original ${originalSize}).`,
    previewAlt: (label: string) => `Pré-visualização: ${label}`,
    /** docs/product.md R6.8, verbatim. */
    onlyJpegPng: 'Only support jpeg, jpg, png type',
    notAnImage: 'O arquivo escolhido não é uma imagem. Escolha uma foto JPG ou PNG.',
    unreadable: 'Não foi possível ler esta foto. Tente outra.',
  },

  location: {
    waiting: 'Obtendo a sua localização...',
  },

  outbox: {
    storageFull:
      'Não há espaço livre no aparelho para guardar mais fotos. Conecte-se à internet para enviar os registros pendentes ou libere espaço no celular e confirme de novo. O que você preencheu continua aqui.',
  },

  draft: {
    savedAt: (time: string) => `Rascunho salvo neste aparelho às ${time}`,
    noSpace:
      'Não foi possível guardar o rascunho neste aparelho: falta espaço. O formulário continua funcionando, mas se a página fechar o que foi preenchido se perde.',
  },
} as const;
