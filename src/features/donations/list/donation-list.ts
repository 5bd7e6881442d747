/** Texts quoted by docs/product.md are verbatim. Functions never return markup. */
import type { DonationStep } from '#machines/donation-step.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { useQuery } from '@apollo/client/react';
import { DonationsDocument } from '#graphql/generated/operations.ts';

export const donationListCopy = {
  title: 'Doações',
  loading: 'Carregando doações...',
  loadFailed: 'Não foi possível carregar as doações.',
  emptyLeader: 'Você está sem pedidos de doações no momento.',
  emptyOther: 'Nenhuma doação encontrada.',
  listLabel: 'Lista de doações',
  checkingLocation: 'Obtendo a sua localização...',
  cardTitleLead: 'Doação',
  statusLabel: 'Situação:',
  leader: 'Líder:',
  site: 'Unidade:',

  progress: {
    label: 'Seu progresso',
    deliveredToday: (n: number) => (n === 1 ? 'cartão entregue hoje' : 'cartões entregues hoje'),
    toDeliver: (n: number) => (n === 1 ? 'cartão para entregar' : 'cartões para entregar'),
    deadline: (hours: number) =>
      hours < 0
        ? `Prazo vencido há ${Math.abs(hours)} h`
        : hours === 0
          ? 'Falta menos de 1 h para o prazo'
          : `Faltam ${hours} h para o prazo`,
    unsent: (n: number) =>
      n === 1 ? '1 registro ainda não enviado' : `${n} registros ainda não enviados`,
  },

  leaderCard: {
    progress: (recorded: number, total: number) => `${recorded} de ${total} cartões registrados`,
    delivered: (n: number) => (n === 1 ? '1 entregue' : `${n} entregues`),
    notDelivered: (n: number) => (n === 1 ? '1 não entregue' : `${n} não entregues`),
    pending: (n: number) => (n === 1 ? '1 pendente' : `${n} pendentes`),
    recalled: (n: number) =>
      `A coordenação pediu ${n} ${n === 1 ? 'cartão de volta. Leve-o' : 'cartões de volta. Leve-os'} à sua unidade.`,
    closedReason: {
      4: 'Doação concluída',
      5: 'Doação devolvida',
      6: 'Doação extraviada',
    } as Record<number, string>,
    closedFallback: 'Doação encerrada',
    nextStep: {
      waiting: 'Toque para confirmar o recebimento',
      received: 'Toque para iniciar a entrega',
      delivering: 'Toque para continuar a entrega',
    } satisfies Record<Exclude<DonationStep, 'closed'>, string>,
  },

  staff: {
    overviewSummary: (donations: number, late: number, today: number) =>
      `${donations.toLocaleString('pt-BR')} ${donations === 1 ? 'doação' : 'doações'} · ${late.toLocaleString('pt-BR')} com prazo vencido · ${today.toLocaleString('pt-BR')} ${today === 1 ? 'cartão entregue' : 'cartões entregues'} hoje.`,
    overviewLink: 'Ver a visão geral',
    register: 'Cadastrar doação',
    filter: 'Filtrar',
    activeFilters: (count: number) => (count === 1 ? '1 filtro ativo' : `${count} filtros ativos`),
    filteredSummary: (shown: number, total: number) =>
      total > shown
        ? `Mostrando as ${shown.toLocaleString('pt-BR')} doações mais recentes de ${total.toLocaleString('pt-BR')} encontradas. Refine o filtro para ver as demais.`
        : total === 1
          ? '1 doação encontrada com o filtro.'
          : `${total.toLocaleString('pt-BR')} doações encontradas com o filtro.`,
    filteredEmpty: 'Nenhuma doação encontrada com este filtro.',
    clearFilter: 'Limpar filtro',
    /** A full page (LIST_PAGE_MAX) is the server's newest donations, not all of them. */
    count: (total: number) =>
      total >= LIST_PAGE_MAX.donations
        ? `Mostrando as ${total.toLocaleString('pt-BR')} doações mais recentes.`
        : total === 1
          ? '1 doação'
          : `${total.toLocaleString('pt-BR')} doações`,
  },
} as const;

export function useDonationsQuery() {
  const { data, loading, error, refetch } = useQuery(DonationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return {
    data: data?.donations,
    loading,
    error,
    onRetry: refetch,
    loadingText: donationListCopy.loading,
    failureText: donationListCopy.loadFailed,
  };
}
