/** pt-BR texts of the landing page (docs/product.md R1, R2), part of the first paint. */
export const landingCopy = {
  landing: {
    headline: 'Apoie uma comunidade contra a fome.',
    lead: 'Levamos cartões de cesta básica e de itens de higiene a famílias em situação de vulnerabilidade, com a ajuda de líderes comunitários voluntários.',
    signIn: 'Entrar',
    signingIn: 'Abrindo a página de acesso...',
    forgotPassword: 'Esqueci minha senha',
    sessionExpired: 'Sua sessão expirou. Entre novamente para continuar.',
    noAccessYet: 'Seu acesso ainda não foi liberado.',
    noAccessWhom: (phone: string) => `Para liberar o acesso, ligue para o suporte: ${phone}.`,
    signedInAs: (name: string) => `Você entrou como ${name}.`,
    noAccessAsk: (organisation: string) =>
      `Quem libera o acesso é a coordenação da ${organisation}: peça a quem cadastrou você como líder ou como equipe.`,
    otherAccount: 'Para entrar com outra conta neste aparelho, saia primeiro.',
    signOut: 'Sair',
    signingOut: 'Saindo...',
    signOutOffline: 'Sem conexão. Conecte-se à internet para sair da conta.',
    whatWeDoTitle: 'O que estamos fazendo',
    whatWeDo: [
      'A pandemia de COVID-19 deixou milhões de famílias brasileiras sem renda e sem comida na mesa.',
      'Doadores compram cartões pré-pagos de cesta básica e de higiene. Líderes das comunidades recebem os cartões e os entregam, de porta em porta, às famílias que mais precisam.',
      'Cada entrega é registrada com foto e localização, para que quem doa saiba que a ajuda chegou.',
    ],
    supportTitle: 'Precisa de ajuda?',
    supportText: 'Fale com a nossa equipe de suporte:',
    supportCall: (phone: string) => `Ligar para o suporte: ${phone}`,
    privacyNotice: 'Aviso de privacidade',
    receiptCheck: 'Recebeu um cartão? Confira a entrega',
    ombudsman: 'Fale conosco / Ouvidoria: reclamações, dúvidas e sugestões',
    transparency: 'Transparência: o que a campanha já fez, em números',
  },
} as const;
