/**
 * pt-BR texts of the charge files (cargas) screens. Texts quoted by docs/product.md are verbatim.
 * Functions build texts that carry a value; they never return markup.
 */
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';

/** Kept as the name the charge screens use. */
export type ChargeTypeKey = ChargeType;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

export const chargeCopy = {
  title: 'Cargas',
  add: 'Adicionar Carga',
  listTitle: 'Carga de Cartões',
  loading: 'Carregando cargas...',
  loadFailed: 'Não foi possível carregar as cargas.',
  empty: 'Você ainda não possui cargas realizadas',
  /** Under a full page (LIST_PAGE_MAX): the server answers the newest loads only. */
  newestOnly: (shown: number) =>
    `Mostrando as ${shown.toLocaleString('pt-BR')} cargas mais recentes.`,
  typeLabels: {
    voucher: 'Cartão',
    user: 'Líder',
    donation: 'Pacote',
    transfer: 'Transferência',
    site: 'Unidade',
  } satisfies Record<ChargeType, string>,
  /**
   * docs/product.md R2.17: 'Processado' only for 'Processado com sucesso'; a load whose job has not
   * finished shows its own status, 'Em processamento'; anything else is 'Erro'.
   */
  successStatus: CHARGE_STATUS.success,
  processingStatus: CHARGE_STATUS.processing,
  processed: 'Processado',
  processing: CHARGE_STATUS.processing,
  failed: 'Erro',
  typeTerm: 'Tipo',
  dateTerm: 'Data',
  statusTerm: 'Situação',
  rowsTerm: 'Linhas',
  rows: (n: number) => n.toLocaleString('pt-BR'),
  showErrors: 'Ver linhas com erro',
  hideErrors: 'Ocultar linhas com erro',
  errorsTitle: (fileName: string) => `Erros da carga ${fileName}`,
  errorsSummary: (status: string) =>
    `${status}: nada deste arquivo foi aplicado. Corrija as linhas abaixo e envie o arquivo de novo.`,
  errorsLoading: 'Carregando os erros...',
  errorsFailed: 'Não foi possível carregar os erros desta carga.',
  errorLine: (line: number) => (line > 0 ? `Linha ${line}` : 'Arquivo'),
};

export const chargeAddCopy = {
  title: 'Adicionar Carga',
  typeLabel: 'Tipo de Carga',
  typePlaceholder: 'Selecione o tipo de carga',
  typeRequired: 'Selecione o tipo de carga.',
  columnsHint: (columns: string) => `Colunas da planilha: ${columns}`,
  /** A CSV with the type's header and one example line, to fill in and send. */
  template: 'Baixar modelo',
  templateOf: (typeLabel: string) => `da carga ${typeLabel}`,
  templateFile: {
    voucher: 'modelo-cartao.csv',
    user: 'modelo-lider.csv',
    donation: 'modelo-pacote.csv',
    transfer: 'modelo-transferencia.csv',
    site: 'modelo-unidade.csv',
  } satisfies Record<ChargeType, string>,
  fileLabel: 'Carga da Planilha',
  filePick: 'adicionar arquivo',
  fileChange: 'trocar arquivo',
  fileHint: (maxMb: number) =>
    `Arquivo .csv (separado por vírgula ou ponto e vírgula) de até ${maxMb} MB.`,
  fileNone: 'Nenhum arquivo escolhido.',
  fileChosen: (name: string, size: string) => `${name} (${size})`,
  fileRequired: 'Escolha o arquivo .csv da planilha.',
  fileNotCsv: 'Escolha um arquivo .csv. No Excel, use Salvar como › CSV.',
  fileEmpty: 'O arquivo escolhido está vazio.',
  fileTooLarge: (size: string, maxMb: number) =>
    `O arquivo tem ${size}; o limite é ${maxMb} MB. Divida a planilha em arquivos menores.`,
  submit: 'Enviar carga',
  submitting: 'Enviando...',
  progressLabel: 'Envio do arquivo',
  progressText: (percent: number) => `Enviando: ${percent}%`,
  processingText: 'Arquivo enviado. Processando as linhas...',
  rejectedTitle: (status: string) => `${status}: nada deste arquivo foi aplicado.`,
  rejectedHint: 'Corrija as linhas abaixo e envie o arquivo de novo.',
  moreErrors: (n: number) =>
    `… e mais ${plural(n, 'erro', 'erros')}. Veja todos na lista de cargas.`,
  toList: 'Ver a lista de cargas',
  success: 'Carga processada com sucesso',
  /** A load that outlasts the server's wait (202): the job goes on and this screen keeps checking it. */
  stillProcessingTitle: `${CHARGE_STATUS.processing}: o arquivo foi recebido e as linhas estão sendo carregadas.`,
  stillProcessingHint:
    'O resultado aparece aqui quando terminar. Você pode sair desta tela: a carga continua e a lista de cargas mostra a situação.',
};
