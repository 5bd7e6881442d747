/** pt-BR texts of the screen that waits for the cards (docs/product.md R2). */
export const waitCopy = {
  intro:
    'Os cartões desta doação estão a caminho. Quando chegarem, confirme o recebimento com a quantidade e uma foto.',
  receivedButton: 'Cartões Recebidos',
} as const;
