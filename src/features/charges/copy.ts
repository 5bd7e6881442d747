/**
 * pt-BR texts of the charge files (cargas) and exports (exportação) screens. Texts quoted by
 * SPEC.md are verbatim. Functions build texts that carry a value; they never return markup.
 */
import type { ChargeType } from '../../../contract/charges';
import type { ReportType } from '../../../contract/reports';
import { CHARGE_STATUS, DONATION_STATUS_TEXTS } from '../../../contract/status-texts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

export const chargeCopy = {
  title: 'Cargas',
  add: 'Adicionar Carga',
  listTitle: 'Carga de Cartões',
  loading: 'Carregando cargas...',
  loadFailed: 'Não foi possível carregar as cargas.',
  retry: 'Tentar novamente',
  empty: 'Você ainda não possui cargas realizadas',
  typeLabels: {
    voucher: 'Cartão',
    user: 'Líder',
    donation: 'Pacote',
    transfer: 'Transferência',
    site: 'Unidade',
  } satisfies Record<ChargeType, string>,
  /** SPEC §2: 'Processado' only for 'Processado com sucesso'; anything else is 'Erro'. */
  successStatus: CHARGE_STATUS.success,
  processed: 'Processado',
  failed: 'Erro',
  typeTerm: 'Tipo',
  dateTerm: 'Data',
  statusTerm: 'Situação',
  rowsTerm: 'Linhas',
  rows: (n: number) => n.toLocaleString('pt-BR'),
  showErrors: 'Ver linhas com erro',
  hideErrors: 'Ocultar linhas com erro',
  errorsTitle: (fileName: string) => `Erros da carga ${fileName}`,
  errorsSummary: (status: string) => `${status}: nada deste arquivo foi aplicado. Corrija as linhas abaixo e envie o arquivo de novo.`,
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
  fileLabel: 'Carga da Planilha',
  filePick: 'adicionar arquivo',
  fileChange: 'trocar arquivo',
  fileHint: (maxMb: number) => `Arquivo .csv (separado por vírgula ou ponto e vírgula) de até ${maxMb} MB.`,
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
  moreErrors: (n: number) => `… e mais ${plural(n, 'erro', 'erros')}. Veja todos na lista de cargas.`,
  toList: 'Ver a lista de cargas',
  success: 'Carga processada com sucesso',
};

export const exportCopy = {
  title: 'Lista de Exportação',
  newExport: 'Nova Exportação',
  listLabel: 'Exportações',
  loading: 'Carregando exportações...',
  loadFailed: 'Não foi possível carregar as exportações.',
  retry: 'Tentar novamente',
  empty: 'Nenhum exportação encontrada',
  dateTerm: 'Data',
  timeTerm: 'Hora',
  ownerTerm: 'Gerado por',
  statusTerm: 'Situação',
  download: (details: string) => `Baixar ${details} (abre em uma nova aba)`,
  notReady: 'O arquivo ainda está sendo gerado.',
  notGenerated: 'O arquivo não foi gerado. Crie uma nova exportação.',
  delete: (details: string, date: string, time: string) => `Excluir exportação ${details} de ${date} às ${time}`,
  deleted: 'Item excluído com sucesso',
  deleteFailed: 'Ocorreu um erro ao excluir o item. Tente novamente.',
  downloadFailed: 'Não foi possível abrir o arquivo. Tente novamente.',
};

export const exportTypesCopy = {
  title: 'Nova Exportação',
  legend: 'Qual relatório você quer exportar?',
  labels: {
    sites: 'Unidades',
    users: 'Líderes',
    donation: 'Doações',
    voucher: 'Cartões',
  } satisfies Record<ReportType, string>,
  hints: {
    sites: 'Unidades com cidade, UF e número de líderes e doações.',
    users: 'Líderes com contato, unidade e data do termo de compromisso.',
    donation: 'Doações com status, datas e cartões entregues.',
    voucher: 'Cartões com a situação de cada entrega.',
  } satisfies Record<ReportType, string>,
  required: 'Escolha o tipo de exportação.',
  continue: 'Continuar',
};

export const exportFiltersCopy = {
  title: 'Filtros da exportação',
  chosenType: (label: string) => `Exportação de ${label}`,
  changeType: 'Trocar tipo',
  needsFilter: 'Para esta exportação, informe ao menos um filtro.',
  optionalFilters: 'Os filtros são opcionais: sem nenhum, a exportação traz todos os registros.',
  leaderName: 'Nome do líder',
  leaderNameHint: 'Parte do nome já basta.',
  leaderNameLength: 'O nome deve ter de 2 a 120 caracteres.',
  site: 'Unidade',
  anySite: 'Todas as unidades',
  siteDisablesPlace: 'Com uma unidade escolhida, UF e cidade não se aplicam.',
  status: 'Status da doação',
  anyStatus: 'Todos os status',
  statusTexts: DONATION_STATUS_TEXTS,
  donationIds: 'Códigos das doações',
  donationIdsHint: 'Separe por vírgula ou espaço. Ex.: SP-20261121000000001',
  donationIdsInvalid: (id: string) => `Código de doação inválido: ${id}. Use duas letras, hífen e 17 dígitos.`,
  donationIdsTooMany: 'Informe no máximo 200 códigos.',
  state: 'UF',
  anyState: 'Todas as UFs',
  city: 'Cidade',
  anyCity: 'Todas as cidades',
  cityNeedsState: 'Escolha a UF para ver as cidades.',
  dateFrom: 'Cadastradas a partir de',
  dateTo: 'Cadastradas até',
  dateInvalid: 'Data inválida.',
  dateOrder: 'A data final deve ser igual ou posterior à inicial.',
  submit: 'Gerar exportação',
  submitting: 'Gerando...',
};
