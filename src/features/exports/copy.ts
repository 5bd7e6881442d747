/**
 * pt-BR texts of the exports (exportação) screens. Texts quoted by docs/product.md are verbatim.
 * Functions build texts that carry a value; they never return markup.
 */

import type { ReportType } from '#contract/reports.ts';
import { DONATION_STATUS_TEXTS } from '#contract/status-texts.ts';

export type ReportTypeKey = ReportType;

export const exportCopy = {
  title: 'Lista de Exportação',
  newExport: 'Nova Exportação',
  listLabel: 'Exportações',
  loading: 'Carregando exportações...',
  loadFailed: 'Não foi possível carregar as exportações.',
  empty: 'Nenhum exportação encontrada',
  /** Under a full page (LIST_PAGE_MAX): the server answers the newest reports only. */
  newestOnly: (shown: number) =>
    `Mostrando as ${shown.toLocaleString('pt-BR')} exportações mais recentes.`,
  dateTerm: 'Data',
  timeTerm: 'Hora',
  ownerTerm: 'Gerado por',
  statusTerm: 'Situação',
  download: (details: string) => `Baixar ${details} (abre em uma nova aba)`,
  notReady: 'O arquivo ainda está sendo gerado.',
  notGenerated: 'O arquivo não foi gerado. Crie uma nova exportação.',
  delete: (details: string, date: string, time: string) =>
    `Excluir exportação ${details} de ${date} às ${time}`,
  confirmDeleteTitle: 'Excluir esta exportação?',
  confirmDeleteDescription: (details: string, date: string, time: string) =>
    `${details}, de ${date} às ${time}. O arquivo não poderá ser recuperado.`,
  confirmDelete: 'Excluir',
  cancelDelete: 'Cancelar',
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
  } satisfies Record<ReportTypeKey, string>,
  hints: {
    sites: 'Unidades com cidade, UF e número de líderes e doações.',
    users: 'Líderes com contato, unidade e data do termo de compromisso.',
    donation: 'Doações com status, datas e cartões entregues.',
    voucher: 'Cartões com a situação de cada entrega.',
  } satisfies Record<ReportTypeKey, string>,
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
  donationIdsInvalid: (id: string) =>
    `Código de doação inválido: ${id}. Use duas letras, hífen e 17 dígitos.`,
  donationIdsTooMany: 'Informe no máximo 200 códigos.',
  state: 'UF',
  anyState: 'Todas as UFs',
  city: 'Cidade',
  anyCity: 'Todas as cidades',
  cityNeedsState: 'Escolha a UF para ver as cidades.',
  package: 'Pacote',
  packageHint: 'O arquivo de doações (carga do tipo Pacote) em que as doações vieram.',
  packagesFailed: 'Não foi possível carregar a lista de pacotes. Tente novamente.',
  anyPackage: 'Todos os pacotes',
  packageOption: (fileName: string, date: string) => `${fileName} — ${date}`,
  dateFrom: 'Cadastradas a partir de',
  dateTo: 'Cadastradas até',
  dateInvalid: 'Data inválida.',
  dateOrder: 'A data final deve ser igual ou posterior à inicial.',
  submit: 'Gerar exportação',
  submitting: 'Gerando...',
  dataMode: {
    legend: 'Dados pessoais no arquivo',
    masked: 'Mascarados (recomendado)',
    maskedHint: 'CPF como ***.456.789-**, telefone só com os 4 últimos dígitos, e-mail mascarado.',
    complete: 'Completos',
    completeHint: (minutes: number) =>
      `CPF, telefone e e-mail inteiros. A geração e cada download ficam registrados, e o arquivo completo é apagado ${minutes} minutos depois de gerado; usuários de leitura baixam sempre a versão mascarada.`,
  },
};

export const reportDataCopy = {
  complete: 'Dados completos',
  completeUntil: (time: string) => `Arquivo completo disponível até ${time}`,
  completeExpired: 'Arquivo completo expirado: o download traz os dados mascarados.',
  maskedForYou: 'Você recebe a versão mascarada.',
};
