/**
 * pt-BR texts of the staff's donation table at a desk (docs/product.md R14.3). Functions build
 * texts that carry a value; they never return markup.
 */
import { LIST_PAGE_MAX } from '#contract/list-page.ts';

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
    alerts: 'Alertas',
  },
  progress: (recorded: number, total: number) => `${recorded} de ${total}`,
  noCards: 'Sem cartões',
  noDeadline: '—',
  overdue: 'vencido',
  alertsLoading: 'Carregando alertas',
  noAlerts: 'Nenhum',
  alertCount: (n: number) => (n === 1 ? '1 alerta' : `${n} alertas`),
  search: {
    label: 'Buscar por código',
    hint: 'Digite o código ou parte dele; Enter abre a doação.',
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
