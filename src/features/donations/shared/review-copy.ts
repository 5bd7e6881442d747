/** Kept apart from ../copy.ts so the review's texts load only with it. */
const km = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export const formatKm = (value: number) => `${km.format(value)} km`;

export const reviewCopy = {
  loading: 'Carregando a revisão da doação...',
  loadFailed: 'Não foi possível carregar os alertas e o mapa da doação.',
  anomaliesTitle: 'Alertas',
  noAnomalies: 'Nenhum alerta para esta doação.',
  subject: {
    voucher: (position: number, km: string | null) =>
      km ? `Cartão ${position}: a ${km} do ponto de recebimento` : `Cartão ${position}`,
    receiptQuantity: (received: number, sent: number) =>
      `Recebimento: ${received} cartões recebidos de ${sent} enviados`,
    samePhotoHere: (position: number, other: number) =>
      `Cartão ${position} e Cartão ${other} desta doação`,
    samePhotoElsewhere: (position: number, other: number, donationId: string) =>
      `Cartão ${position} desta doação e Cartão ${other} da doação ${donationId}`,
    leaderReport: (kind: string, date: string, time: string) =>
      `A líder informou em ${date} às ${time}: ${kind}`,
    /** A health report is sensitive data: its reason is shown to admins only. */
    awayWithoutReason: 'indisponível',
    whereLabel: (place: string) => `Onde: ${place}`,
  },
  comparePhotos: {
    open: 'Comparar as fotos',
    loading: 'Carregando as fotos...',
    close: 'Fechar as fotos',
    label: 'As duas fotos lado a lado',
    here: (position: number) => `Foto do Cartão ${position} desta doação`,
    elsewhere: (position: number, donationId: string) =>
      `Foto do Cartão ${position} da doação ${donationId}`,
    failed: 'Não foi possível abrir as fotos. Tente novamente.',
  },
  proofTitle: 'Comprovação da entrega',
  mapLabel: 'Mapa do recebimento, da unidade e das entregas',
  plotLabel: (count: number) =>
    `Gráfico das posições: ponto de recebimento (R), unidade (U) e ${count === 1 ? '1 entrega' : `${count} entregas`} numeradas`,
  plotLegend:
    'U: unidade · R: ponto de recebimento · números: cartões (verde entregue, vermelho não entregue).',
  plotSameSpot: 'Todas as posições estão no mesmo lugar.',
  noPositions: 'Ainda não há posições registradas para esta doação.',
  receipt: 'Ponto de recebimento',
  site: 'Unidade',
  siteWithoutPosition: 'A posição da unidade não foi cadastrada.',
  receiptFromSite: (distance: string) => `Ponto de recebimento: a ${distance} da unidade`,
  receiptOnly: 'Ponto de recebimento',
  delivery: (position: number, delivered: boolean) =>
    `Cartão ${position} (${delivered ? 'entregue' : 'não entregue'})`,
  distances: (fromReceipt: string | null, fromSite: string | null) =>
    [
      fromReceipt ? `a ${fromReceipt} do recebimento` : null,
      fromSite ? `a ${fromSite} da unidade` : null,
    ]
      .filter(Boolean)
      .join(', '),
  earlierTitle: 'Famílias já atendidas neste período',
  earlierDelivery: (voucherId: string, date: string, leader: string) =>
    `Cartão ${voucherId}: a mesma família (mesmo CPF) recebeu um cartão em ${date}, entregue por ${leader}.`,
  earlierLink: (voucherId: string) => `Ver a outra entrega (cartão ${voucherId})`,
  auditTitle: 'Histórico da doação',
  auditEntry: (statusText: string, actor: string, when: string) =>
    `${statusText} por ${actor} em ${when}`,
  auditUndo: (statusText: string, actor: string, when: string) =>
    `Encerramento desfeito por ${actor} em ${when}: voltou para ${statusText}`,
  auditReopen: (statusText: string, actor: string, when: string) =>
    `Reaberta por ${actor} em ${when}: voltou para ${statusText}`,
  auditTransfer: (from: string, to: string, actor: string, when: string) =>
    `Passada de ${from} para ${to} por ${actor} em ${when}`,
  reason: 'Motivo',
  recall: {
    title: 'Recolher cartões',
    hint: 'Peça à liderança que devolva à unidade os cartões que ainda não entregou. Ela verá o pedido na lista de doações até devolver ou registrar a entrega.',
    nothingHeld: 'Nenhum cartão desta doação está com a liderança.',
    vouchers: 'Cartões',
    allHeld: (n: number) =>
      n === 1 ? 'O cartão com a liderança' : `Todos os ${n} cartões com a liderança`,
    oneVoucher: (number: string) => `Só o cartão ${number}`,
    submit: 'Recolher',
    submitting: 'Pedindo...',
    confirmTitle: (n: number, leaderName: string) =>
      `Pedir a ${leaderName} que devolva ${n === 1 ? '1 cartão' : `${n} cartões`}?`,
    confirmBody: 'O pedido fica registrado no histórico de cada cartão, com seu nome, data e hora.',
    confirmYes: 'Sim, pedir a devolução',
    confirmNo: 'Voltar',
    success: (n: number, leaderName: string) =>
      `Pedido enviado: ${leaderName} deve devolver ${n === 1 ? '1 cartão' : `${n} cartões`}.`,
  },
  close: {
    title: 'Encerrar doação',
    hint: 'Use quando os cartões voltaram para a unidade (Devolvido) ou se perderam (Extraviado).',
    status: 'Nova situação',
    choose: 'Selecione a situação',
    statusRequired: 'Selecione a nova situação.',
    reason: 'Motivo',
    reasonHint: 'Obrigatório. Fica registrado com seu nome, data e hora.',
    submit: 'Registrar encerramento',
    submitting: 'Registrando...',
    success: (statusText: string) => `Doação marcada como ${statusText}.`,
    confirmTitle: (donationId: string, statusText: string) =>
      `Marcar a doação ${donationId} como ${statusText}?`,
    confirmBody: (minutes: number) =>
      `A doação sai da lista da líder. Você poderá desfazer por ${minutes} minutos; depois disso, só reabrindo com um motivo.`,
    confirmYes: (statusText: string) => `Sim, marcar como ${statusText}`,
    confirmNo: 'Voltar',
  },
  undo: {
    title: 'Encerramento registrado',
    body: (statusText: string, until: string) =>
      `Você marcou esta doação como ${statusText}. Se foi engano, desfaça até ${until}.`,
    action: 'Desfazer',
    undoing: 'Desfazendo...',
    success: (statusText: string) => `Encerramento desfeito. A doação voltou para ${statusText}.`,
  },
  transfer: {
    title: 'Passar para outra liderança',
    hint: 'Use quando a liderança não pode entregar. A doação continua na mesma etapa e aparece para a nova liderança quando ela atualizar a lista.',
    leader: 'Nova liderança',
    leaderRequired: 'Escolha na lista a liderança que vai receber a doação.',
    chosen: (name: string, cpf: string) => `Escolhida: ${name} (CPF ${cpf})`,
    allOfLeader: (from: string) => `Passar também as outras doações abertas de ${from}`,
    reason: 'Motivo',
    reasonHint: 'Obrigatório. Fica no histórico da doação com seu nome, data e hora.',
    submit: 'Passar doação',
    submitting: 'Passando...',
    confirmTitle: (donationId: string, to: string) => `Passar a doação ${donationId} para ${to}?`,
    confirmAllTitle: (from: string, to: string) =>
      `Passar todas as doações abertas de ${from} para ${to}?`,
    confirmBody: (from: string, to: string) =>
      `Sai da lista de ${from} e aparece na lista de ${to} quando ela atualizar. Fica no histórico com o motivo.`,
    confirmYes: 'Sim, passar',
    confirmNo: 'Voltar',
    success: (to: string) => `Doação passada para ${to}.`,
    successAll: (from: string, to: string) => `Doações abertas de ${from} passadas para ${to}.`,
  },
  reopen: {
    title: 'Reabrir doação',
    hint: (statusText: string) =>
      `A doação volta para a situação anterior ao encerramento: ${statusText}. Fica registrado com seu nome, data e hora.`,
    reason: 'Motivo da reabertura',
    submit: 'Reabrir doação',
    submitting: 'Reabrindo...',
    confirmTitle: (donationId: string, statusText: string) =>
      `Reabrir a doação ${donationId} como ${statusText}?`,
    confirmYes: 'Sim, reabrir',
    confirmNo: 'Voltar',
    success: (statusText: string) => `Doação reaberta como ${statusText}.`,
  },
} as const;
