import { COMPLAINT_LIMITS } from '#contract/complaint-texts.ts';

export const lightPageCopy = {
  home: 'Início',
  linksLabel: 'Outras páginas',
  receiptCheck: 'Conferir uma entrega',
  ombudsman: 'Fale conosco / Ouvidoria',
  transparency: 'Transparência',
  privacy: 'Aviso de privacidade',
  noAnswer: 'Não foi possível concluir. Verifique sua conexão e tente novamente.',
  sending: 'Enviando...',
} as const;

export const complaintFieldsCopy = {
  category: 'Assunto',
  categoryPlaceholder: 'Selecione o assunto',
  description: 'O que aconteceu?',
  descriptionHint: `Até ${COMPLAINT_LIMITS.descriptionMax.toLocaleString('pt-BR')} caracteres. Não escreva o número do seu CPF.`,
  phone: 'Telefone para contato (se quiser)',
  phoneHint: 'Com DDD, como (11) 98765-4321. A ouvidoria pode ligar para você.',
  anonymous: 'Quero ficar anônimo',
  protocolIs: 'Seu protocolo é',
  anonymousHint: 'Não guardamos nenhum contato. Acompanhe pelo protocolo.',
  honeypot: 'Não preencha este campo',
  fixAbove: 'Confira os campos marcados acima.',
} as const;
