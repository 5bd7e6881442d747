/**
 * Texts of /ouvidoria (docs/product.md R16.1–R16.3), read by its markup at build time and by its
 * script in the browser; the server's own messages (contract/complaint-texts.ts) arrive with its
 * answers.
 */
export const complaintPageCopy = {
  title: 'Fale conosco / Ouvidoria – Cestas Solidárias',
  heading: 'Fale conosco / Ouvidoria',
  lead: 'Conte para a equipe da campanha o que aconteceu. Sua mensagem vai direto para a ouvidoria e não passa pela liderança.',
  receiptCode: 'Código do comprovante (se tiver)',
  receiptCodeHint: '8 letras e números, como K7Q2-M9XD.',
  send: 'Enviar mensagem',
  sending: 'Enviando...',
  sent: 'Mensagem enviada',
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
} as const;
