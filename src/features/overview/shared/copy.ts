/** Numbers and dates are formatted with Intl (pt-BR, America/Sao_Paulo) in ./overview.ts. */
import { ANOMALY_TEXTS } from '#contract/anomalies.ts';
import { VOUCHER_CATEGORY_TEXTS } from '#contract/voucher-categories.ts';
import { DONATION_STATUS_TEXTS } from '#contract/status-texts.ts';
import { count, day, hours } from './overview.ts';

export const overviewCopy = {
  title: 'Visão geral',
  loading: 'Carregando a visão geral...',
  loadFailed: 'Não foi possível carregar a visão geral.',
  updatedAt: (time: string) => `Atualizado às ${time}`,
  offline: 'Sem conexão',
  offlineDetail: (time: string) =>
    `Mostrando os números de ${time}. Eles se atualizam quando a conexão voltar.`,
  pendingRefresh: (n: number) =>
    `Recalculando ${count(n)} ${n === 1 ? 'doação' : 'doações'}; os números se completam em instantes.`,
  print: 'Imprimir',
  donationsIn: (n: number) => (n === 1 ? 'em 1 doação' : `em ${count(n)} doações`),
  seeList: 'Ver na lista',

  filter: {
    legend: 'Filtros',
    dateFrom: 'Cadastradas de',
    dateTo: 'até',
    state: 'UF',
    city: 'Cidade',
    site: 'Unidade',
    package: 'Pacote',
    leader: 'Líder',
    all: 'Todos',
    allStates: 'Todas as UFs',
    allCities: 'Todas as cidades',
    allSites: 'Todas as unidades',
    allPackages: 'Todos os pacotes',
    allLeaders: 'Todos os líderes',
    apply: 'Aplicar filtros',
    clear: 'Limpar filtros',
    active: (n: number) => (n === 1 ? '1 filtro ativo' : `${n} filtros ativos`),
  },

  figures: {
    statusesTitle: 'Doações por status',
    total: (n: number) => (n === 1 ? '1 doação no total' : `${count(n)} doações no total`),
    status: DONATION_STATUS_TEXTS as Record<number, string>,
    vouchersTitle: 'Cartões',
    vouchers: VOUCHER_CATEGORY_TEXTS,
    timeTitle: 'Entregas e prazos',
    deliveredToday: 'Cartões entregues hoje',
    deliveredWeek: 'Cartões entregues nos últimos 7 dias',
    pastDeadline: 'Doações com o prazo de 24 horas vencido',
    familyTitle: 'A voz da família',
    familyConfirmed: 'Confirmadas pela família',
    familyDisputed: 'Contestadas',
    flagsTitle: 'Alertas',
    flag: ANOMALY_TEXTS as Record<string, string>,
    flagUnit: (n: number) => (n === 1 ? 'doação' : 'doações'),
  },

  complaints: {
    title: 'Ouvidoria',
    note: 'Todas as reclamações, sem os filtros da visão geral.',
    open: 'Reclamações abertas',
    overdue: 'Reclamações vencidas',
    loading: 'Carregando as reclamações...',
    loadFailed: 'Não foi possível carregar as reclamações.',
  },

  messages: {
    title: 'Mensagens às famílias',
    note: 'Todas as mensagens de confirmação, sem os filtros da visão geral.',
    sent: 'Mensagens enviadas',
    answered: 'Respondidas pela família',
    confirmed: 'Família confirmou (1)',
    disputed: 'Família diz que não recebeu (2)',
    loading: 'Carregando as mensagens...',
    loadFailed: 'Não foi possível carregar as mensagens.',
  },

  charts: {
    showTable: 'Ver como tabela',
    showChart: 'Ver como gráfico',
    perDayTitle: 'Cartões entregues por dia',
    perDaySummary: (total: number, from: string, to: string, best: string | null) =>
      `${count(total)} cartões entregues de ${day(from)} a ${day(to)}${best ? `; o dia com mais entregas foi ${best}` : ''}.`,
    dayColumn: 'Dia',
    vouchersColumn: 'Cartões entregues',
    perStateTitle: 'Progresso por UF',
    perCityTitle: 'Progresso por cidade',
    progressSummary: (places: number, lowest: string | null) =>
      `${count(places)} ${places === 1 ? 'lugar' : 'lugares'}${lowest ? `; o mais atrasado é ${lowest}` : ''}.`,
    stateColumn: 'UF',
    cityColumn: 'Cidade',
    deliveredColumn: 'Entregues',
    totalColumn: 'Total de cartões',
    percentColumn: 'Progresso',
    progressLabel: (delivered: number, total: number, percent: string) =>
      `${count(delivered)} de ${count(total)} (${percent})`,
    empty: 'Nada a mostrar com estes filtros.',
  },

  leaders: {
    title: 'Líderes',
    caption: 'Líderes, com os atrasados primeiro',
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    exportFailed: 'Não foi possível exportar a tabela.',
    more: 'Mostrar mais',
    shown: (shown: number, total: number) => `${count(shown)} de ${count(total)} líderes`,
    sortBy: (column: string) => `Ordenar por ${column}`,
    ascending: 'crescente',
    descending: 'decrescente',
    columns: {
      name: 'Líder',
      late: 'Atrasados',
      received: 'Recebidos',
      delivered: 'Entregues',
      left: 'Restantes',
      oldestPending: 'Mais antigo sem entrega',
      lastActivity: 'Última atividade',
      flagged: 'Alertas',
    },
    verificationFlagged: 'Verificação abaixo do limite',
    age: (h: number | null) => (h === null ? '—' : hours(h)),
    never: '—',
    empty: 'Nenhum líder com doações nestes filtros.',
  },

  verification: {
    title: 'Verificação por amostragem',
    methods: { call: 'Ligação', visit: 'Visita', message: 'Mensagem' },
    loading: 'Carregando as rodadas de verificação...',
    failed: 'Não foi possível carregar as rodadas de verificação.',
    empty: 'Nenhuma rodada de verificação ainda.',
    all: 'Ver todas as rodadas',
    caption: 'Resultados das rodadas mais recentes',
    period: 'Período',
    method: 'Método',
    answered: 'Atendidas',
    share: 'Confirmação (intervalo de 95%)',
    flagged: 'Lideranças abaixo do limite',
    none: '—',
  },

  map: {
    title: 'Mapa da campanha',
    label: 'Mapa das unidades e dos pontos de recebimento',
    loading: 'Carregando o mapa...',
    failed: 'Não foi possível carregar o mapa.',
    legend: 'Legenda',
    unit: 'Unidade',
    groups: {
      waiting: 'Esperando recebimento',
      open: 'Com o líder',
      done: 'Completas',
      closed: 'Devolvidas ou extraviadas',
    },
    flagged: 'Com alerta',
    cluster: (n: number) => `${count(n)} doações; aproxime para ver cada uma`,
    donation: (id: string) => `Doação ${id}: abrir`,
    noTiles: 'Sem mapa de fundo: contornos dos estados.',
    points: (donations: number, units: number) =>
      `${count(donations)} doações recebidas e ${count(units)} unidades no mapa.`,
  },
} as const;
