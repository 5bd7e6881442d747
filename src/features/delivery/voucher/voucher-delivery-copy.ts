import { MESSAGE_CONSENT_TEXTS, MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';

/** Texts quoted by docs/product.md are verbatim. Functions never return markup. */
export const voucherDeliveryCopy = {
  heading: (title: string) => `Cartão ${title}`,
  statusLegend: 'Status da Entrega',
  statusPlaceholder: 'Selecione',
  statusDelivered: 'Entregue',
  statusNotDelivered: 'Não entregue',
  /** Prefilled reason on a donation received short. */
  voucherNotReceived: 'Cartão não recebido',
  idReminder: 'Lembre quem vai receber o cartão de apresentar um documento oficial com foto.',
  photo: 'Foto da entrega',
  photoHint:
    'Foto da pessoa recebendo o cartão, com o documento com foto ao lado do rosto. JPG ou PNG.',
  name: 'Nome completo de quem recebeu',
  cpf: 'CPF de quem recebeu (opcional)',
  cpfHint: 'Digite só os números: os pontos e o traço aparecem sozinhos.',
  phone: 'Telefone (opcional)',
  phoneHint: 'Com DDD: (00) 00000-0000',
  email: 'E-mail (opcional)',
  messageConsent: MESSAGE_CONSENT_TEXTS[MESSAGE_CONSENT_VERSION],
  invoiceQuestion: 'Deseja adicionar Nota Fiscal?',
  yes: 'Sim',
  no: 'Não',
  invoice: 'Foto da Nota Fiscal',
  invoiceHint: 'JPG ou PNG.',
  invoiceRequired: 'Adicione a foto da Nota Fiscal ou responda "Não".',
  comment: 'Motivo da não entrega',
  commentHint: 'Conte o que aconteceu, por exemplo: a família mudou de endereço.',
  submit: 'Registrar entrega',
  sending: 'Enviando...',
  success: 'Doação realizada com sucesso',
  notDeliveredRecorded: 'Registrado: cartão não entregue.',
  refused: {
    previousPending: 'Registre antes a entrega dos cartões anteriores.',
    alreadyRecorded: 'Este cartão já tem uma entrega registrada.',
    unknown: 'Cartão não encontrado nesta doação.',
  },
} as const;
