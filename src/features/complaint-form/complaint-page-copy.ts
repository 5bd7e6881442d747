import { COMPLAINT_LIMITS } from '#contract/complaint-texts.ts';

/**
 * Texts of /ouvidoria (docs/product.md R16.1–R16.3), read by its markup at build time and by its
 * script in the browser; the server's own messages (contract/complaint-texts.ts) arrive with its
 * answers.
 */
export const complaintPageCopy = {
  title: 'Fale conosco / Ouvidoria – Cestas Solidárias',
  heading: 'Fale conosco / Ouvidoria',
  lead: 'Conte para a equipe da campanha o que aconteceu. Sua mensagem vai direto para a ouvidoria e não passa pela liderança.',
  category: 'Assunto',
  categoryPlaceholder: 'Selecione o assunto',
  description: 'O que aconteceu?',
  descriptionHint: `Até ${COMPLAINT_LIMITS.descriptionMax.toLocaleString('pt-BR')} caracteres. Não escreva o número do seu CPF.`,
  receiptCode: 'Código do comprovante (se tiver)',
  receiptCodeHint: '8 letras e números, como K7Q2-M9XD.',
  phone: 'Telefone para contato (se quiser)',
  phoneHint: 'Com DDD, como (11) 98765-4321. A ouvidoria pode ligar para você.',
  anonymous: 'Quero ficar anônimo',
  anonymousHint: 'Não guardamos nenhum contato. Acompanhe pelo protocolo.',
  honeypot: 'Não preencha este campo',
  send: 'Enviar mensagem',
  sending: 'Enviando...',
  sent: 'Mensagem enviada',
  protocolIs: 'Seu protocolo é',
  keepProtocol:
    'Anote ou fotografe este protocolo. Com ele você acompanha a resposta nesta página, no campo Protocolo.',
  another: 'Enviar outra mensagem',
  follow: 'Acompanhar pelo protocolo',
  followLead: 'Digite o protocolo que você recebeu, como OUV-123ABC.',
  protocol: 'Protocolo',
  check: 'Consultar',
  checking: 'Consultando...',
  stage: 'Etapa',
  answer: 'Resposta da ouvidoria',
  noAnswerYet: 'Ainda sem resposta. Consulte de novo em alguns dias.',
  noAnswerFromServer: 'Não foi possível concluir. Verifique sua conexão e tente novamente.',
  fixBelow: 'Confira os campos marcados abaixo.',
} as const;
