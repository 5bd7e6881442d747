/**
 * pt-BR texts of a donation's review on the details screen (docs/product.md R10): delivery proof,
 * anomaly flags, the audit log and closing as returned or lost. Kept apart from ../copy.ts so the
 * review grows without touching the other screens' texts.
 */
const km = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export const formatKm = (value: number) => `${km.format(value)} km`;

export const reviewCopy = {
  loading: 'Carregando a revisão da doação...',
  loadFailed: 'Não foi possível carregar os alertas e o mapa da doação.',
  anomaliesTitle: 'Alertas',
  noAnomalies: 'Nenhum alerta para esta doação.',
  proofTitle: 'Comprovação da entrega',
  mapLabel: 'Mapa do recebimento, da unidade e das entregas',
  plotLabel: (count: number) =>
    `Gráfico das posições: ponto de recebimento (R), unidade (U) e ${count === 1 ? '1 entrega' : `${count} entregas`} numeradas`,
  noPositions: 'Ainda não há posições registradas para esta doação.',
  receipt: 'Ponto de recebimento',
  site: 'Unidade',
  siteWithoutPosition: 'A posição da unidade não foi cadastrada.',
  receiptFromSite: (distance: string) => `Ponto de recebimento: a ${distance} da unidade`,
  receiptOnly: 'Ponto de recebimento',
  delivery: (position: number, delivered: boolean) => `Cartão ${position} (${delivered ? 'entregue' : 'não entregue'})`,
  distances: (fromReceipt: string | null, fromSite: string | null) =>
    [fromReceipt ? `a ${fromReceipt} do recebimento` : null, fromSite ? `a ${fromSite} da unidade` : null].filter(Boolean).join(', '),
  earlierTitle: 'Famílias já atendidas neste período',
  earlierDelivery: (voucherId: string, date: string, leader: string) =>
    `Cartão ${voucherId}: a mesma família (mesmo CPF) recebeu um cartão em ${date}, entregue por ${leader}.`,
  earlierLink: (voucherId: string) => `Ver a outra entrega (cartão ${voucherId})`,
  auditTitle: 'Histórico de encerramento',
  auditEntry: (statusText: string, actor: string, when: string) => `${statusText} por ${actor} em ${when}`,
  reason: 'Motivo',
  filter: {
    anomaly: 'Alerta',
    anyAnomaly: 'Todos, com ou sem alerta',
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
  },
} as const;
