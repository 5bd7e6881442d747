/**
 * A screen keeps its own texts beside it. Texts quoted by docs/product.md are verbatim; never
 * markup.
 */
export const copy = {
  app: {
    name: 'Cestas Solidárias',
    loading: 'Carregando...',
    retry: 'Tentar novamente',
    skipToContent: 'Pular para o conteúdo',
    back: 'Voltar',
    opensInNewTab: '(abre em uma nova aba)',
    unexpectedError: 'Algo deu errado ao abrir esta tela.',
    reload: 'Recarregar a página',
  },

  /** Leaflet's own names for its zoom buttons are English. */
  mapZoom: { zoomInTitle: 'Aproximar o mapa', zoomOutTitle: 'Afastar o mapa' },

  location: {
    inactive: 'Verifique, se sua localização esta ativa e tente novamente.',
    noticeTitle: 'Precisamos da sua localização',
    noticeBody:
      'As entregas são registradas com a localização do aparelho. Permita o acesso à localização no navegador e, depois,',
    reloadLink: 'clique aqui',
    reloadLinkEnd: 'para recarregar a página.',
    recoversByItself: 'Assim que a localização for permitida, a tela continua sozinha.',
    retrying: 'Procurando a localização...',
  },

  nav: {
    label: 'Navegação principal',
    donations: 'Doações',
    charge: 'Cargas',
    export: 'Exportação',
    overview: 'Visão geral',
    complaints: 'Reclamações',
    profile: 'Perfil',
  },

  donations: {
    quantity: (quantity: number) => (quantity === 1 ? '1 unidade' : `${quantity} unidades`),
    noVouchersLoaded: 'Sem cartões carregados',
  },

  alert: {
    dismiss: 'Fechar aviso',
  },

  filterChips: {
    label: 'Filtros ativos',
    remove: (criterion: string) => `Remover filtro ${criterion}`,
  },

  offline: {
    title: 'Sem conexão',
    savedAt: (date: string, time: string) => `Mostrando os dados salvos em ${date} às ${time}.`,
    screenUnavailable:
      'Esta tela ainda não foi aberta neste aparelho. Ela abre quando a conexão voltar.',
  },

  update: {
    available: 'Nova versão disponível',
    apply: 'Atualizar',
  },
} as const;
