import { DONATION_STATUS_TEXTS } from '#contract/status-texts.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';

/** Texts quoted by docs/product.md are verbatim. Functions never return markup. */

export const adminDonationsCopy = {
  filter: {
    title: 'Filtro',
    submit: 'Filtrar',
    submitting: 'Filtrando...',
    clear: 'Limpar filtro',
    success: 'Doações filtradas com sucesso',
    needsCriterion: 'Preencha ao menos um campo para filtrar.',
    leader: 'Líder',
    site: 'Unidade',
    allSites: 'Todas as unidades',
    siteHint: 'Ao escolher uma unidade, estado e cidade ficam desativados.',
    state: 'Estado (UF)',
    allStates: 'Todos os estados',
    city: 'Cidade',
    allCities: 'Todas as cidades',
    cityHint: 'Escolha um estado para ver as cidades.',
    status: 'Situação',
    allStatuses: 'Todas as situações',
    ids: 'Códigos das doações',
    idsHint:
      'Um ou mais códigos no formato XX-00000000000000000, separados por vírgula, espaço ou linha.',
    invalidId: (id: string) => `Código inválido: ${id}. Use o formato XX-00000000000000000.`,
    tooManyIds: 'Informe no máximo 200 códigos.',
    period: 'Período de cadastro',
    dateFrom: 'Data inicial',
    dateTo: 'Data final',
    invalidDate: 'Informe uma data válida.',
    dateOrder: 'A data final deve ser igual ou posterior à data inicial.',
    leaderTooShort: 'Digite ao menos 3 letras do nome do líder.',
    leaderTooLong: 'O nome do líder deve ter no máximo 120 caracteres.',
    lookupFailed: 'Não foi possível carregar as listas. Tente novamente.',
    quantity: 'Quantidade de cartões',
    quantityInvalid: 'Informe um número inteiro de 1 a 1.000.000.',
    leaderCpf: 'CPF do líder',
    leaderCpfHint: 'Com ou sem pontos e traço.',
    leaderCpfInvalid: 'CPF inválido. Confira os números digitados.',
    package: 'Pacote',
    packageHint: 'O arquivo de doações (carga do tipo Pacote) em que as doações vieram.',
    packagesFailed: 'Não foi possível carregar a lista de pacotes. Tente novamente.',
    allPackages: 'Todos os pacotes',
    packageOption: (fileName: string, date: string) => `${fileName} — ${date}`,
    savedPackage: 'Pacote escolhido antes',
  },

  leaderSearch: {
    hint: 'Digite ao menos 3 letras para buscar.',
    searching: 'Buscando líderes...',
    none: 'Nenhum líder encontrado.',
    results: (count: number) =>
      count === 1 ? '1 líder encontrado.' : `${count} líderes encontrados.`,
    failed: 'Não foi possível buscar os líderes.',
  },

  register: {
    title: 'Cadastrar doação',
    submit: 'Cadastrar',
    submitting: 'Cadastrando...',
    success: 'Doação cadastrada com sucesso',
    leader: 'Líder',
    leaderRequired: 'Escolha o líder na lista de resultados.',
    site: 'Unidade',
    sitePlaceholder: 'Selecione a unidade',
    siteRequired: 'Selecione a unidade.',
    donationId: 'Código da doação',
    donationIdHint: 'Duas letras, hífen e 17 números. Ex.: SP-20261121000000001',
    donationIdRequired: 'Informe o código da doação.',
    donationIdFormat: 'Use o formato XX-00000000000000000: duas letras, hífen e 17 números.',
    quantity: 'Quantidade de cartões',
    quantityRequired: 'Informe a quantidade de cartões.',
    quantityInvalid: 'A quantidade deve ser um número inteiro maior que zero.',
    quantityTooLarge: 'A quantidade deve ser de no máximo 1.000.000 cartões.',
    sentDate: 'Data de envio',
    sentDateHint: 'Até um ano a partir de hoje.',
    sentDateRequired: 'Informe a data de envio.',
    sentDateInvalid: 'Informe uma data válida.',
    sentDateTooLate: 'A data de envio não pode passar de um ano a partir de hoje.',
    selectedLeader: (name: string, cpf: string) => `Líder escolhido: ${name}, CPF ${cpf}`,
  },

  receipt: {
    title: 'Comprovante da família',
    code: 'Código do comprovante',
    noCode: 'Sem código (entrega registrada antes dos códigos)',
    fromServer:
      'Código gerado pelo sistema: o código mostrado à família já existia ou não chegou. Passe este código à família.',
    answer: 'Resposta da família',
    noAnswer: 'A família ainda não respondeu.',
    received: (date: string) => `Recebi o cartão (em ${date})`,
    notReceived: (date: string) => `Não recebi o cartão (em ${date})`,
    message: 'Mensagem à família',
    messageStatus: (status: string, { date, time }: { date: string; time: string }) =>
      `${status} (desde ${date} às ${time})`,
    noMessage: 'Nenhuma mensagem: a família não aceitou ou não deu telefone.',
  },

  reveal: {
    open: 'Mostrar dados completos',
    reason: 'Motivo do acesso',
    reasonHint:
      'De 5 a 500 caracteres. Fica registrado no registro de acessos, com o seu nome, a data e a hora.',
    confirm: 'Mostrar',
    confirming: 'Buscando...',
    cancel: 'Cancelar',
    shown: 'Dados completos exibidos. Este acesso foi registrado.',
    hide: 'Ocultar dados completos',
  },

  photo: {
    opening: 'Abrindo a foto...',
  },

  statuses: Object.entries(DONATION_STATUS_TEXTS).map(([value, label]) => ({
    value: Number(value),
    label,
  })),
} as const;

const count = (n: number) => n.toLocaleString('pt-BR');

export const deskCopy = {
  title: 'Doações',
  loading: 'Carregando doações...',
  loadFailed: 'Não foi possível carregar as doações.',
  register: 'Cadastrar doação',
  filterPanel: 'Filtro',
  tableLabel: 'Lista de doações',
  /** A full page (LIST_PAGE_MAX) is the server's newest donations, not all of them. */
  total: (n: number) =>
    n >= LIST_PAGE_MAX.donations
      ? `Mostrando as ${count(n)} doações mais recentes.`
      : n === 1
        ? '1 doação'
        : `${count(n)} doações`,
  filtered: (shown: number, total: number) =>
    total > shown
      ? `Mostrando as ${count(shown)} doações mais recentes de ${count(total)} encontradas. Refine o filtro para ver as demais.`
      : total === 1
        ? '1 doação encontrada com o filtro.'
        : `${count(total)} doações encontradas com o filtro.`,
  filteredEmpty: 'Nenhuma doação encontrada com este filtro.',
  empty: 'Nenhuma doação encontrada.',
  columns: {
    code: 'Código',
    status: 'Situação',
    leader: 'Líder',
    site: 'Unidade',
    city: 'Cidade',
    quantity: 'Cartões',
    progress: 'Progresso',
    deadline: 'Prazo',
    anomalies: 'Alertas',
  },
  progress: (recorded: number, total: number) => `${recorded} de ${total}`,
  noVouchers: 'Sem cartões',
  noDeadline: '—',
  overdue: 'vencido',
  anomaliesLoading: 'Carregando alertas',
  noAnomalies: 'Nenhum',
  anomalyCount: (n: number) => (n === 1 ? '1 alerta' : `${n} alertas`),
  search: {
    label: 'Buscar por código',
    hint: 'Digite o código ou parte dele; Enter abre a doação.',
    adminHint: 'Digite o código da doação (ou parte dele) ou o número do cartão; Enter abre.',
    submit: 'Abrir',
    matches: (n: number) =>
      n === 0
        ? 'Nenhuma doação da lista tem este código.'
        : n === 1
          ? '1 doação com este código.'
          : `${count(n)} doações com este código: digite mais números.`,
  },
  export: {
    button: 'Exportar esta lista',
    busy: 'Solicitando...',
    rangeTitle: 'Exportar doações de um período',
    rangeBody: 'Sem filtro, a exportação de doações precisa de um período de cadastro.',
    dateFrom: 'Data inicial',
    dateTo: 'Data final',
    rangeRequired: 'Informe as duas datas do período.',
    dateOrder: 'A data final deve ser igual ou posterior à data inicial.',
    confirm: 'Exportar',
    cancel: 'Cancelar',
    requested: 'Exportação solicitada. Ela aparece na Lista de Exportação quando estiver pronta.',
  },
} as const;
