import { COMPLAINT_LIMITS } from '#contract/complaint-texts.ts';

/**
 * pt-BR texts of the ombudsperson's screens (docs/product.md R16.4–R16.7): the queue, a
 * complaint's details and history, and a complaint opened for a phone call. The categories,
 * stages and the server's messages come from contract/complaint-texts.ts.
 */
export const complaintsCopy = {
  queue: {
    title: 'Reclamações',
    intro:
      'As vencidas aparecem primeiro. Toque no protocolo para ver a reclamação e mudar a etapa.',
    show: 'Mostrar',
    open: 'Abertas',
    all: 'Todas',
    overdue: 'Só as vencidas',
    loading: 'Carregando reclamações...',
    failed: 'Não foi possível carregar as reclamações. Verifique sua conexão e tente novamente.',
    empty: 'Nenhuma reclamação aqui.',
    newComplaint: 'Abrir reclamação',
    verification: 'Verificação por amostragem',
    sensitiveHidden: (count: number) =>
      count === 1
        ? '1 reclamação sensível não aparece: só a ouvidoria a lê.'
        : `${count} reclamações sensíveis não aparecem: só a ouvidoria as lê.`,
    listLabel: 'Reclamações da fila',
  },
  counts: {
    title: 'Números',
    byCategory: 'Reclamações por assunto',
    byLeader: 'Reclamações por liderança',
    noLeader: 'Nenhuma reclamação ligada a uma liderança.',
    open: 'Abertas',
    overdue: 'Vencidas',
    total: 'Total',
    sensitive: 'Sensíveis',
    loading: 'Carregando os números...',
    failed: 'Não foi possível carregar os números. Verifique sua conexão e tente novamente.',
  },
  category: 'Assunto',
  stage: 'Etapa',
  due: 'Prazo',
  overdue: 'Vencida',
  sensitive: 'Sensível',
  received: 'Recebida em',
  leader: 'Liderança',
  channel: 'Como chegou',
  receiptCode: 'Código do comprovante',
  phone: 'Telefone para retorno',
  none: 'Não informado',
  anonymous: 'Anônima: nenhum contato guardado',
  openedBy: 'Aberta por',
  donation: 'Doação',
  seeDonation: 'Ver doação',
  description: 'O que a pessoa contou',
  anonymised: 'Os dados desta reclamação foram apagados.',
  details: {
    title: (protocol: string) => `Reclamação ${protocol}`,
    loadingTitle: 'Reclamação',
    loading: 'Carregando reclamação...',
    failed: 'Não foi possível carregar a reclamação. Verifique sua conexão e tente novamente.',
    about: 'Reclamação',
    history: 'Histórico',
    historyBy: (name: string | null) => name ?? 'Pessoa que reclamou',
    note: 'Nota',
    publicAnswer: 'Resposta para a pessoa',
    markedSensitive: 'Marcada como sensível',
    readOnly: 'Você pode ler esta reclamação, mas não mudar a etapa.',
  },
  stageForm: {
    title: 'Mudar etapa',
    stage: 'Nova etapa',
    choose: 'Escolha a etapa',
    note: 'Nota para a equipe',
    noteHint: `Só a equipe lê. De ${COMPLAINT_LIMITS.noteMin} a ${COMPLAINT_LIMITS.noteMax.toLocaleString('pt-BR')} caracteres.`,
    answer: 'Resposta para a pessoa',
    answerHint:
      'A pessoa lê esta resposta com o protocolo, na página Fale conosco. Obrigatória para Respondida. Não escreva nomes nem CPF.',
    save: 'Salvar etapa',
    saving: 'Salvando...',
    saved: (stage: string) => `Etapa mudada para ${stage}.`,
  },
  contact: {
    reveal: 'Ver telefone',
    reason: 'Por que precisa ver o telefone',
    reasonHint: 'De 5 a 500 caracteres. Fica registrado no registro de acessos.',
    show: 'Mostrar telefone',
    showing: 'Abrindo...',
    cancel: 'Cancelar',
  },
  open: {
    title: 'Abrir reclamação',
    intro:
      'Para uma reclamação recebida por telefone. Escreva o que a pessoa contou, sem CPF. No fim, leia o protocolo para ela.',
    choose: 'Selecione o assunto',
    description: 'O que a pessoa contou',
    descriptionHint: `De ${COMPLAINT_LIMITS.descriptionMin} a ${COMPLAINT_LIMITS.descriptionMax.toLocaleString('pt-BR')} caracteres. Não escreva o CPF.`,
    receiptCode: 'Código do comprovante (se a pessoa tiver)',
    receiptCodeHint: '8 letras e números, como K7Q2-M9XD.',
    phone: 'Telefone para retorno (se a pessoa quiser)',
    phoneHint: 'Com DDD, como (11) 98765-4321.',
    anonymous: 'A pessoa quer ficar anônima (nenhum contato é guardado)',
    submit: 'Abrir reclamação',
    submitting: 'Abrindo...',
    fixBelow: 'Confira os campos marcados abaixo.',
    opened: 'Reclamação aberta',
    readProtocol: (protocol: string) =>
      `Leia o protocolo para a pessoa: ${protocol}. Com ele, ela acompanha a resposta na página Fale conosco.`,
    hiddenFromYou:
      'Esta reclamação é sensível: só a ouvidoria a lê. Ela já está na fila da ouvidoria.',
    see: 'Ver reclamação',
    another: 'Abrir outra reclamação',
  },
} as const;
