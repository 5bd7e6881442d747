// Without valibot: the public complaint page (/ouvidoria) reads these before anything else, and
// must stay light. Their schemas: complaints.ts.

/** 'Fale conosco / Ouvidoria' categories (docs/product.md R16.1), in the order the form lists them. */
export const COMPLAINT_CATEGORIES = [
  'notReceived',
  'cardProblem',
  'chargedForCard',
  'leaderConduct',
  'question',
  'suggestion',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_CATEGORY_TEXTS = {
  notReceived: 'Não recebi o cartão',
  cardProblem: 'Cartão sem saldo ou bloqueado',
  chargedForCard: 'Cobraram para entregar o cartão',
  leaderConduct: 'Conduta da liderança',
  question: 'Dúvida',
  suggestion: 'Sugestão ou elogio',
  other: 'Outro',
} as const satisfies Record<ComplaintCategory, string>;

/** Categories that are sensitive by themselves: only the ombudsperson reads them (R16.6). */
export const SENSITIVE_CATEGORIES: readonly ComplaintCategory[] = [
  'chargedForCard',
  'leaderConduct',
];

/** Working days to answer, per category, unless COMPLAINT_DEADLINE_DAYS says otherwise (R16.5). */
export const DEFAULT_DEADLINE_DAYS = {
  notReceived: 5,
  cardProblem: 5,
  chargedForCard: 2,
  leaderConduct: 2,
  question: 5,
  suggestion: 5,
  other: 5,
} as const satisfies Record<ComplaintCategory, number>;

/** The queue's stages, in order (R16.4). */
export const COMPLAINT_STAGES = ['new', 'inReview', 'awaitingReply', 'answered', 'closed'] as const;
export type ComplaintStage = (typeof COMPLAINT_STAGES)[number];

export const COMPLAINT_STAGE_TEXTS = {
  new: 'Nova',
  inReview: 'Em análise',
  awaitingReply: 'Aguardando resposta',
  answered: 'Respondida',
  closed: 'Encerrada',
} as const satisfies Record<ComplaintStage, string>;

/** Stages still waiting for the charity: what 'abertas' counts and what can be overdue. */
export const OPEN_STAGES: readonly ComplaintStage[] = ['new', 'inReview', 'awaitingReply'];

/** Where a complaint came from. */
export const COMPLAINT_CHANNELS = ['web', 'receipt', 'phone', 'message', 'verification'] as const;
export type ComplaintChannel = (typeof COMPLAINT_CHANNELS)[number];

export const COMPLAINT_CHANNEL_TEXTS = {
  web: 'Formulário Fale conosco',
  receipt: 'Página do comprovante',
  phone: 'Telefone (aberta pela equipe)',
  message: 'Resposta à mensagem de confirmação',
  verification: 'Verificação por amostragem (aberta pela equipe)',
} as const satisfies Record<ComplaintChannel, string>;

export const COMPLAINT_LIMITS = {
  descriptionMin: 5,
  descriptionMax: 2000,
  noteMin: 2,
  noteMax: 2000,
  answerMin: 2,
  answerMax: 2000,
  reasonMin: 5,
  reasonMax: 500,
} as const;

/** Crockford's base32: no I, L, O or U, so nothing is read two ways. */
const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]+$/;

/**
 * What a person typed as a protocol, as it is stored: upper case, spaces and dashes out, the
 * letters Crockford reads as digits (O → 0, I and L → 1) turned into them, 'OUV-' added when
 * missing. Null when it cannot be a protocol.
 */
export function normalizeProtocol(typed: string): string | null {
  let text = typed.trim().toUpperCase().replace(/[\s-]/g, '');
  if (text.startsWith('OUV')) text = text.slice(3);
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  return text.length === 6 && CROCKFORD.test(text) ? `OUV-${text}` : null;
}

/** A Brazilian phone with its area code: 10 or 11 digits once the mask is out. */
export function phoneDigits(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? digits : null;
}

/** The public form's and the staff's messages (pt-BR), shared by the server and the screens. */
export const complaintMessages = {
  category: 'Escolha o assunto da sua mensagem.',
  description: `Conte o que aconteceu (de ${COMPLAINT_LIMITS.descriptionMin} a ${COMPLAINT_LIMITS.descriptionMax.toLocaleString('pt-BR')} caracteres).`,
  receiptCode:
    'O código do comprovante tem 8 letras e números, como K7Q2-M9XD. Confira ou deixe em branco.',
  phone: 'Digite o telefone com DDD, como (11) 98765-4321, ou deixe em branco.',
  protocol: 'O protocolo tem o formato OUV-123ABC. Confira as letras e números.',
  protocolNotFound: 'Não encontramos este protocolo. Confira as letras e números.',
  stage: 'Escolha a nova etapa.',
  note: `Escreva uma nota sobre esta mudança (de ${COMPLAINT_LIMITS.noteMin} a ${COMPLAINT_LIMITS.noteMax.toLocaleString('pt-BR')} caracteres).`,
  answer: `Escreva a resposta que a pessoa vai ler com o protocolo (de ${COMPLAINT_LIMITS.answerMin} a ${COMPLAINT_LIMITS.answerMax.toLocaleString('pt-BR')} caracteres).`,
  answerRequired: 'Para marcar como Respondida, escreva a resposta que a pessoa vai ler.',
  backToNew: 'Uma reclamação não volta para Nova.',
  notFound: 'Reclamação não encontrada.',
  contactReason: `Informe por que precisa ver o telefone (de ${COMPLAINT_LIMITS.reasonMin} a ${COMPLAINT_LIMITS.reasonMax} caracteres).`,
} as const;
