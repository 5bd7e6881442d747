/** pt-BR texts of a form kept on the device as a draft. */
export const draftCopy = {
  savedAt: (time: string) => `Rascunho salvo neste aparelho às ${time}`,
  noSpace:
    'Não foi possível guardar o rascunho neste aparelho: falta espaço. O formulário continua funcionando, mas se a página fechar o que foi preenchido se perde.',
} as const;
