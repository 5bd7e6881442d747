/**
 * Texts of /comprovante (docs/product.md R15.3), read by its markup at build time and by its
 * script in the browser; the server's own messages (contract/receipt-check.ts) arrive with its answers.
 */
export const receiptCheckCopy = {
  title: 'Conferir entrega – Cestas Solidárias',
  heading: 'Conferir entrega',
  lead: 'Digite o código que a liderança mostrou na entrega e os 3 primeiros números do CPF de quem recebeu o cartão.',
  code: 'Código do comprovante',
  codeHint: '8 letras e números, como K7Q2-M9XD.',
  codeInvalid: 'Confira o código: são 8 letras e números, como K7Q2-M9XD.',
  cpfDigits: '3 primeiros números do CPF',
  cpfDigitsHint: 'Se o CPF não foi informado na entrega, deixe em branco.',
  cpfDigitsInvalid: 'Digite os 3 primeiros números do CPF, ou deixe em branco.',
  check: 'Conferir',
  checking: 'Conferindo...',
  found: 'Entrega encontrada',
  deliveredOn: 'Data da entrega',
  place: 'Cidade',
  site: 'Unidade',
  leader: 'Liderança',
  answer: 'Resposta da família',
  noAnswer: 'Ainda não respondeu',
  received: (day: string) => `Recebi o cartão (em ${day})`,
  notReceived: (day: string) => `Não recebi o cartão (em ${day})`,
  confirm: 'Recebi o cartão',
  confirming: 'Enviando...',
  confirmed: 'Obrigado! Sua confirmação foi registrada.',
  problem: 'Não recebi / tenho um problema',
  problemTitle: 'Conte o que aconteceu',
  problemLead:
    'Sua mensagem vai para a ouvidoria da campanha, não para a liderança. Se o cartão não chegou, deixe “Não recebi o cartão”.',
  send: 'Enviar',
  sending: 'Enviando...',
  sent: 'Recebemos sua mensagem',
  keepProtocol:
    'Anote ou fotografe este protocolo. Com ele você acompanha a resposta em Fale conosco / Ouvidoria, no campo Protocolo.',
  follow: 'Acompanhar em Fale conosco / Ouvidoria',
  another: 'Conferir outro código',
  noAnswerFromServer: 'Não foi possível concluir. Verifique sua conexão e tente novamente.',
} as const;
