import type { AccessEntryFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import * as styles from './privacy-screens.css.ts';

export const accessLogCopy = {
  title: 'Registro de acessos',
  intro:
    'Cada leitura dos dados de uma família fica registrada aqui: quem, quando, de onde e o que fez. O registro não pode ser alterado nem apagado.',
  filterTitle: 'Filtrar registros',
  actorName: 'Pessoa',
  actorNameHint: 'Parte do nome de quem acessou.',
  cpf: 'CPF da família',
  cpfHint: 'Encontra os acessos aos cartões entregues a este CPF.',
  cpfInvalid: 'CPF inválido. Confira os números digitados.',
  reason: 'Motivo da pesquisa por CPF',
  reasonHint:
    'Obrigatório ao pesquisar por CPF (de 5 a 500 caracteres). Cada pesquisa por CPF fica no registro, com o motivo.',
  reasonRequired: 'Informe o motivo da pesquisa por CPF (de 5 a 500 caracteres).',
  donationId: 'Código da doação',
  dateFrom: 'De',
  dateTo: 'Até',
  search: 'Filtrar',
  searching: 'Filtrando...',
  clear: 'Limpar',
  export: 'Exportar (CSV)',
  exporting: 'Exportando...',
  exported: 'Arquivo do registro de acessos baixado.',
  verify: 'Verificar integridade',
  verifying: 'Verificando...',
  intact: (entries: number) =>
    `Registro íntegro: ${entries} ${entries === 1 ? 'registro verificado' : 'registros verificados'}.`,
  head: (hash: string) =>
    `Hash do último registro: ${hash}. Guarde-o fora do sistema para comparar numa próxima verificação.`,
  broken: (seq: number) =>
    `Registro adulterado: a cadeia se rompe no registro nº ${seq}. Siga o plano de resposta a incidentes.`,
  loading: 'Carregando o registro de acessos...',
  loadFailed: 'Não foi possível carregar o registro de acessos.',
  empty: 'Nenhum acesso encontrado com estes filtros.',
  total: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'acesso' : 'acessos'}`
      : `Mostrando os ${shown} mais recentes de ${total} acessos. Refine o filtro ou exporte.`,
  entryLabel: (seq: number) => `Registro nº ${seq}`,
  system: 'Sistema (automático)',
  when: 'Quando',
  who: 'Quem',
  what: 'O que',
  donation: 'Doação',
  voucher: 'Cartão',
  report: 'Exportação',
  from: 'Endereço de origem',
  detail: 'Detalhe',
  roles: { admin: 'administrador', readonly: 'leitura', leader: 'líder' } as Record<string, string>,
} as const;

export const subjectCopy = {
  title: 'Titular dos dados',
  intro:
    'Atenda aos pedidos das famílias (LGPD, art. 18): consulte tudo o que o aplicativo guarda sobre um CPF, entregue uma cópia, corrija um dado ou anonimize. Cada passo fica no registro de acessos.',
  cpf: 'CPF do titular',
  cpfHint: 'Com ou sem pontos e traço.',
  cpfInvalid: 'Informe um CPF válido.',
  lookUp: 'Consultar',
  lookingUp: 'Consultando...',
  nothing: 'Nenhum dado encontrado para este CPF.',
  recordTitle: (cpf: string) => `Dados mantidos sobre o CPF ${cpf}`,
  deliveriesTitle: 'Entregas',
  deliveryTitle: (voucherId: string, date: string) => `Cartão ${voucherId} — ${date}`,
  notDeliveredYet: 'sem data',
  donation: 'Doação',
  leader: 'Líder',
  site: 'Unidade',
  status: 'Situação',
  name: 'Nome',
  cpfTerm: 'CPF',
  phone: 'Telefone',
  email: 'E-mail',
  location: 'Localização',
  photos: 'Fotos',
  photoCount: (delivery: boolean, invoice: boolean) =>
    [delivery ? 'foto da entrega' : null, invoice ? 'nota fiscal' : null]
      .filter(Boolean)
      .join(' e ') || 'nenhuma',
  anonymised: (date: string) => `Anonimizado em ${date}`,
  anonymiseAfter: (date: string) => `Será anonimizado automaticamente após ${date}`,
  stillOpen: 'Doação ainda aberta: o prazo de retenção começa quando ela for encerrada.',
  notInformed: 'Não informado',
  accountTitle: 'Conta no aplicativo',
  role: 'Papel',
  createdAt: 'Criada em',
  rg: 'RG',
  birthdate: 'Data de nascimento',
  address: 'Endereço de entrega',
  cep: 'CEP',
  communities: 'Comunidades',
  accountSite: 'Unidade',
  disabledAt: 'Desativada em',
  termsAcceptedAt: 'Termo de compromisso aceito em',
  checklists: 'Declarações de saúde confirmadas',
  checklistCount: (count: number, last: string | null) =>
    count === 0 ? 'Nenhuma' : `${count}${last ? `, a última em ${last}` : ''}`,
  awayReports: 'Avisos de ausência guardados',
  awayReport: (kind: string, from: string, until: string | null) =>
    `${kind === 'symptoms' ? 'Com sintomas' : 'Não pode entregar'}, de ${from}${until ? ` até ${until}` : ' (em aberto)'}`,
  passwordResets: 'Senha redefinida pela coordenação em',
  none: 'Nenhum',
  complaintsTitle: 'Reclamações',
  noComplaints: 'Nenhuma reclamação ligada a este CPF.',
  complaintsFound:
    'Reclamações sobre cartões entregues a este CPF ou que deixaram um telefone desta pessoa.',
  complaintTitle: (protocol: string, date: string) => `Reclamação ${protocol} — ${date}`,
  complaintCategory: 'Assunto',
  complaintChannel: 'Como chegou',
  complaintStage: 'Etapa',
  complaintDescription: 'O que a pessoa contou',
  complaintReceiptCode: 'Código do comprovante',
  complaintPhone: 'Telefone para retorno',
  complaintAnswer: 'Resposta dada',
  complaintStages: 'Etapas',
  complaintAnonymised: (date: string) => `Dados apagados em ${date}`,
  sensitiveComplaints: (count: number) =>
    count === 1
      ? 'Há 1 reclamação sensível desta pessoa: só a ouvidoria lê o conteúdo e o entrega ao titular. Anonimizar também a apaga.'
      : `Há ${count} reclamações sensíveis desta pessoa: só a ouvidoria lê o conteúdo e o entrega ao titular. Anonimizar também as apaga.`,
  accessesTitle: 'Quem acessou estes dados',
  noAccesses: 'Nenhum acesso registrado.',
  exportJson: 'Baixar arquivo (JSON)',
  exporting: 'Gerando o arquivo...',
  exported: 'Arquivo baixado. Entregue-o ao titular por um canal seguro.',
  print: 'Imprimir',
  printedAt: (date: string) => `Documento gerado em ${date}.`,
  retention: (days: number) => `Prazo de retenção: ${days} dias após o encerramento da doação.`,
  correctTitle: 'Corrigir um dado',
  correctVoucher: 'Entrega',
  chooseVoucher: 'Selecione a entrega',
  field: 'Dado',
  chooseField: 'Selecione o dado',
  value: 'Valor correto',
  valueHint: 'Deixe vazio para apagar um dado opcional (CPF, telefone, e-mail).',
  reason: 'Motivo',
  reasonHint: 'De 5 a 500 caracteres. Fica no registro de acessos.',
  reasonRequired: 'Informe o motivo (de 5 a 500 caracteres).',
  voucherRequired: 'Selecione a entrega.',
  fieldRequired: 'Selecione o dado.',
  correct: 'Corrigir',
  correcting: 'Corrigindo...',
  corrected: 'Dado corrigido e registrado.',
  anonymiseTitle: 'Anonimizar agora',
  anonymiseHint:
    'Apaga nome, CPF, telefone, e-mail, fotos e comentários de todas as entregas deste CPF e arredonda a localização; das reclamações desta pessoa, apaga o relato, o telefone, as notas e as respostas. Ficam só datas, situações, assuntos e líderes. Não pode ser desfeito.',
  anonymise: 'Anonimizar',
  anonymising: 'Anonimizando...',
  confirmTitle: 'Anonimizar os dados deste titular?',
  confirmDescription: (deliveries: number, complaints: number) =>
    `${deliveries} ${deliveries === 1 ? 'entrega será anonimizada' : 'entregas serão anonimizadas'}${complaints > 0 ? ` e ${complaints} ${complaints === 1 ? 'reclamação apagada' : 'reclamações apagadas'}` : ''}. Não é possível desfazer.`,
  confirm: 'Anonimizar',
  cancel: 'Cancelar',
  anonymisedDone: (deliveries: number, complaints: number) =>
    `${deliveries} ${deliveries === 1 ? 'entrega anonimizada' : 'entregas anonimizadas'}${complaints > 0 ? ` e ${complaints} ${complaints === 1 ? 'reclamação apagada' : 'reclamações apagadas'}` : ''}.`,
  nothingToAnonymise: 'Não há dados a anonimizar.',
} as const;

const text = accessLogCopy;

export function AccessEntryItem({ entry }: { entry: AccessEntryFieldsFragment }) {
  const who = entry.actorName
    ? `${entry.actorName}${entry.actorRole ? ` (${text.roles[entry.actorRole] ?? entry.actorRole})` : ''}`
    : text.system;
  const facts = [
    { term: text.when, value: `${formatDate(entry.at)} ${formatTime(entry.at)}` },
    { term: text.who, value: who },
    { term: text.donation, value: entry.donationId },
    { term: text.voucher, value: entry.voucherId },
    { term: text.report, value: entry.reportId },
    { term: text.from, value: entry.clientAddress },
    { term: text.detail, value: entry.detail },
  ].filter((fact) => fact.value);
  return (
    <article className={styles.entry} aria-label={text.entryLabel(entry.seq)}>
      <p className={styles.entryHead}>{entry.actionText}</p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.pair}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
