/** Read by the markup at build time and by the script in the browser. */
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
