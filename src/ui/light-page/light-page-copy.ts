/** Texts of the light public pages' frame (src/ui/light-page/LightPage.tsx). */
export const lightPageCopy = {
  home: 'Início',
  linksLabel: 'Outras páginas',
  receiptCheck: 'Conferir uma entrega',
  ombudsman: 'Fale conosco / Ouvidoria',
  privacy: 'Aviso de privacidade',
  /** What every light page's script says when the server gives no answer (docs/product.md R8.11). */
  noAnswer: 'Não foi possível concluir. Verifique sua conexão e tente novamente.',
  sending: 'Enviando...',
} as const;
